import * as client from "openid-client";
import type { OidcSettings } from "../../config";
import { isLoopback } from "../../config";
import { signToken, verifyToken } from "./session-token";

/** Where the provider sends the browser back to, below the public URL. */
export const OIDC_CALLBACK_PATH = "/api/auth/callback";

/** What a started sign-in must find again at the callback: it binds the answer to this browser. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The signed-in person as the provider vouches for them. */
export interface ProviderIdentity {
  email: string;
}

/**
 * Production sign-in through an OpenID Connect provider: the authorization-code flow with PKCE, state and nonce.
 * The provider's metadata is read on first use (and again after a failure), so the server starts while the
 * provider is down and signs people in once it is back.
 */
export class OidcSignIn {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    private readonly publicUrl: string,
  ) {}

  /** The provider's authorization URL for a new sign-in, and what the callback must be handed back. */
  async start(): Promise<{ url: URL; pending: PendingSignIn }> {
    const config = await this.config();
    const pending = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl().href,
      scope: "openid email",
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: "S256",
    });
    return { url, pending };
  }

  /**
   * Exchanges the code of the provider's answer (`search` of the callback request) for tokens and reads the
   * e-mail from the checked ID token. Throws when the answer is an error, forged, replayed or has no e-mail.
   */
  async finish(search: string, pending: PendingSignIn): Promise<ProviderIdentity> {
    const config = await this.config();
    const answer = new URL(this.callbackUrl());
    answer.search = search;
    const tokens = await client.authorizationCodeGrant(config, answer, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("The provider sent no ID token");
    // Providers that keep the ID token small (OpenID Connect's default for the code flow) give the e-mail at
    // the userinfo endpoint; the subject must be the ID token's.
    const profile =
      typeof claims.email === "string"
        ? claims
        : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    const email = profile.email;
    // A provider that says the address is unverified does not vouch for it; one that says nothing is trusted.
    if (typeof email !== "string" || email === "" || profile.email_verified === false) {
      throw new Error("The provider vouches for no e-mail address");
    }
    return { email };
  }

  /** Where the browser goes after logout: the provider's end-session page when it has one, back to us after. */
  async logoutUrl(fallback: string): Promise<string> {
    const config = await this.config().catch(() => undefined);
    if (!config?.serverMetadata().end_session_endpoint) return fallback;
    return client.buildEndSessionUrl(config, {
      client_id: this.settings.clientId,
      post_logout_redirect_uri: `${this.publicUrl}/`,
    }).href;
  }

  private callbackUrl(): URL {
    return new URL(OIDC_CALLBACK_PATH, this.publicUrl);
  }

  private config(): Promise<client.Configuration> {
    this.configuration ??= discover(this.settings).catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }
}

function discover(settings: OidcSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain HTTP only to a provider on this machine (a test or a local provider); anything else must be HTTPS.
  const insecure = issuer.protocol === "http:" && isLoopback(issuer.hostname);
  return client.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    // HTTP Basic is the client authentication every provider must support (RFC 6749 2.3.1).
    client.ClientSecretBasic(settings.clientSecret),
    insecure ? { execute: [client.allowInsecureRequests] } : undefined,
  );
}

/** The pending sign-in as a signed cookie value, so nothing is kept on the server between the two steps. */
export function sealPendingSignIn(secret: string, pending: PendingSignIn): string {
  return signToken(secret, Buffer.from(JSON.stringify(pending)).toString("base64url"));
}

/** The pending sign-in of a cookie whose signature holds, else undefined. */
export function openPendingSignIn(secret: string, sealed: string | undefined): PendingSignIn | undefined {
  const payload = sealed ? verifyToken(secret, sealed) : null;
  if (!payload) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<PendingSignIn>;
    const { state, nonce, codeVerifier } = value;
    return typeof state === "string" && typeof nonce === "string" && typeof codeVerifier === "string"
      ? { state, nonce, codeVerifier }
      : undefined;
  } catch {
    return undefined;
  }
}
