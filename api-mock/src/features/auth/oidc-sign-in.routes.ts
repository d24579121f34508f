import { authCalls } from "@catalogue/core/api/catalogue";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Api } from "../../http/create-api";
import { DomainError } from "../../http/domain-error";
import { mountCall } from "../../http/mount-call";
import type { AuthService } from "./auth.service";
import { loginCallbackPath } from "./login-callback";
import { type OidcSignIn, openPendingSignIn, sealPendingSignIn } from "./oidc-sign-in";
import type { RateLimiter } from "./rate-limiter";

/** Holds the pending sign-in between the redirect to the provider and its answer. */
const PENDING_COOKIE = "catalogue_oidc";
/** A sign-in not finished within this time starts again. */
const PENDING_LIFETIME_S = 600;

/**
 * Supplement 7 "Login" on an OpenID Connect provider: `GET /auth/authorize` (where the web app sends a browser
 * without a session) goes to the provider; the provider's answer at `GET /auth/callback` becomes the same
 * one-time code the demo identity page gives, so the web app goes on with `POST /login` as in demo mode.
 */
export function mountOidcSignIn(
  api: Api,
  oidc: OidcSignIn,
  auth: AuthService,
  limiter: RateLimiter,
  settings: { sessionSecret: string; publicUrl: string },
): void {
  const secret = settings.sessionSecret;
  mountCall(api, authCalls.identityPage, async (c) => {
    const { url, pending } = await oidc.start();
    setCookie(c, PENDING_COOKIE, sealPendingSignIn(secret, pending), {
      httpOnly: true,
      // The provider's answer is a top-level navigation from its site: Lax cookies go with it, Strict ones not.
      sameSite: "Lax",
      secure: settings.publicUrl.startsWith("https:"),
      path: "/api/auth",
      maxAge: PENDING_LIFETIME_S,
    });
    return c.redirect(url.href, 302);
  });

  mountCall(api, authCalls.oidcCallback, async (c) => {
    // Each answer costs a call to the provider: counted with the other login attempts.
    limiter.hit(c.get("client").address);
    const pending = openPendingSignIn(secret, getCookie(c, PENDING_COOKIE));
    deleteCookie(c, PENDING_COOKIE, { path: "/api/auth" });
    if (!pending) return loginFailed(c, "the sign-in was not started here, or took too long");
    let email: string;
    try {
      ({ email } = await oidc.finish(new URL(c.req.url).search, pending));
    } catch (error) {
      return loginFailed(c, String(error));
    }
    try {
      return c.redirect(loginCallbackPath(await auth.issueCode(email)), 302);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Signed in at the provider, but no user of ours has this e-mail: no access to the app (core spec 8).
      c.get("logger")?.info("sign-in refused: no user with the provider's e-mail", { email });
      return c.redirect("/loginError?code=409&resultKey=INVALID_AUTH_LEVEL", 302);
    }
  });
}

/** Core spec 8: a failed login goes to the loginError page; the reason goes to the log, not to the browser. */
function loginFailed(c: Context, reason: string): Response {
  c.get("logger")?.info("sign-in failed", { reason });
  return c.redirect("/loginError?code=401&resultKey=UNAUTHORIZED", 302);
}
