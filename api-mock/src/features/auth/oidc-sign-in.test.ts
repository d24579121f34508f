import { LoginResponse, LogoutResponse, UserProfileResponse } from "@catalogue/core/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, openTestApp, type TestApp } from "../../testing/test-app";
import { startTestOidcProvider, type TestOidcProvider } from "../../testing/test-oidc-provider";

/** Production mode against a real OpenID Connect provider (oidc-provider) started by this file. */
const PUBLIC_URL = "http://localhost:8080";
const BASIC = "basic@catalogue.example";

let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestOidcProvider(PUBLIC_URL);
  t = await openTestApp({ mode: "production", publicUrl: PUBLIC_URL, oidc: provider.settings });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The app's first step: where it sends the browser, and the cookie that binds the answer to this browser. */
async function startSignIn(): Promise<{ location: string; cookie: string }> {
  const res = await t.app.request("/api/auth/authorize");
  expect(res.status).toBe(302);
  return {
    location: res.headers.get("location") ?? "",
    cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "",
  };
}

/** The browser arriving back at the app from the provider. */
async function callback(answer: URL, cookie: string): Promise<Response> {
  return t.app.request(`${answer.pathname}${answer.search}`, { headers: cookie ? { cookie } : {} });
}

async function signInThroughProvider(email: string): Promise<Response> {
  const started = await startSignIn();
  return callback(await provider.signIn(started.location, email), started.cookie);
}

async function bearerFromCallback(res: Response): Promise<string> {
  const code = decodeURIComponent((res.headers.get("location") ?? "").replace("/#/?code=", ""));
  const login = await t.app.request("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, hasCookiesEnabled: false }),
  });
  expect(login.status).toBe(200);
  return LoginResponse.parse(await login.json()).token ?? "";
}

describe("sign-in through an OpenID Connect provider", () => {
  it("sends the browser to the provider with PKCE, state and nonce, and back to the public URL's callback", async () => {
    const { location, cookie } = await startSignIn();
    const url = new URL(location);
    expect(url.origin).toBe(provider.settings.issuer);
    expect(url.searchParams.get("client_id")).toBe(provider.settings.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/api/auth/callback`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(cookie).toMatch(/^catalogue_oidc=/);
  });

  it("turns the provider's answer into the one-time code POST /login takes, as the demo identity page does", async () => {
    const res = await signInThroughProvider(BASIC);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/#\/\?code=[\w%-]{20,}$/);
    const token = await bearerFromCallback(res);
    const profile = await t.app.request("/api/user/profile", { headers: auth(token) });
    expect(UserProfileResponse.parse(await profile.json()).email).toBe(BASIC);
  });

  it("refuses an answer that comes back without this browser's pending sign-in", async () => {
    const started = await startSignIn();
    const res = await callback(await provider.signIn(started.location, BASIC), "");
    expect(res.headers.get("location")).toBe("/loginError?code=401&resultKey=UNAUTHORIZED");
  });

  it("refuses an answer meant for another sign-in (state mismatch)", async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    const res = await callback(await provider.signIn(second.location, BASIC), first.cookie);
    expect(res.headers.get("location")).toBe("/loginError?code=401&resultKey=UNAUTHORIZED");
  });

  it("refuses a replayed answer: the provider's code works once", async () => {
    const started = await startSignIn();
    const answer = await provider.signIn(started.location, BASIC);
    expect((await callback(answer, started.cookie)).headers.get("location")).toMatch(/^\/#\/\?code=/);
    const replay = await callback(answer, started.cookie);
    expect(replay.headers.get("location")).toBe("/loginError?code=401&resultKey=UNAUTHORIZED");
  });

  it("sends someone the provider knows but the catalogue does not to loginError (INVALID_AUTH_LEVEL)", async () => {
    const res = await signInThroughProvider("stranger@elsewhere.example");
    expect(res.headers.get("location")).toBe("/loginError?code=409&resultKey=INVALID_AUTH_LEVEL");
  });

  it("does not take an e-mail address the provider marks unverified", async () => {
    const res = await signInThroughProvider(`unverified.${BASIC}`);
    expect(res.headers.get("location")).toBe("/loginError?code=401&resultKey=UNAUTHORIZED");
  });

  it("logs out at the provider too, which then leads back to the app", async () => {
    const token = await bearerFromCallback(await signInThroughProvider(BASIC));
    const res = await t.app.request("/api/logout", { method: "POST", headers: auth(token) });
    const url = new URL(LogoutResponse.parse(await res.json()).url);
    expect(url.origin).toBe(provider.settings.issuer);
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe(`${PUBLIC_URL}/`);
    expect((await t.app.request("/api/user/profile", { headers: auth(token) })).status).toBe(401);
  });
});

describe("production mode has no demo sign-in", () => {
  it("has no identity page, no sign-in by e-mail alone and no developer controls", async () => {
    const page = await t.app.request("/api/auth/authorize");
    expect(await page.text()).not.toContain(BASIC);
    const form = await t.app.request("/api/auth/authorize", {
      method: "POST",
      body: new URLSearchParams({ email: BASIC }),
    });
    expect(form.status).toBe(404);
    expect((await t.app.request("/api/auth/authorize.css")).status).toBe(404);
    const devSession = await t.app.request("/api/__dev/session", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: BASIC }),
    });
    expect(devSession.status).toBe(404);
  });
});
