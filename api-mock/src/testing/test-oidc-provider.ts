import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import type { OidcSettings } from "../config";

/** A real OpenID Connect provider on this machine, with one client registered for the app at `publicUrl`. */
export interface TestOidcProvider {
  settings: OidcSettings;
  /** Signs `email` in at the provider and answers the URL the provider sends the browser back to. */
  signIn(authorizationUrl: string, email: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * Starts oidc-provider on a free loopback port. Everyone the tests sign in as exists there with that e-mail
 * (verified unless it starts with "unverified."), as a company directory would have them.
 */
export async function startTestOidcProvider(publicUrl: string): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = { issuer, clientId: "catalogue", clientSecret: "catalogue-test-client-secret" };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: [`${publicUrl}/api/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    cookies: { keys: ["test-cookie-key-test-cookie-key"] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !id.startsWith("unverified.") }),
    }),
  });
  server.on("request", provider.callback());
  return {
    settings,
    signIn: (authorizationUrl, email) => browseProvider(issuer, authorizationUrl, email),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser at the provider: follows its redirects with its cookies and fills in its development sign-in and
 * consent forms, until the provider sends the browser to another site (the app's callback).
 */
async function browseProvider(issuer: string, authorizationUrl: string, email: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next: { url: string; form?: Record<string, string> } = { url: authorizationUrl };
  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(next.url, {
      method: next.form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(next.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: next.form ? new URLSearchParams(next.form) : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get("location");
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== issuer) return target;
      next = { url: target.href };
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (res.status !== 200 || !action || !prompt) {
      throw new Error(`The provider answered ${res.status} without a form: ${page.slice(0, 500)}`);
    }
    next = {
      url: new URL(action, next.url).href,
      form: prompt === "login" ? { prompt, login: email, password: "any" } : { prompt },
    };
  }
  throw new Error("The provider never sent the browser back");
}
