import { ErrorEnvelope, LoginResponse, SESSION_COOKIE } from "@catalogue/core/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { CODE_LIFETIME_MS, LOGIN_ATTEMPTS_PER_MINUTE, SESSION_LIFETIME_MS } from "../../services";
import { auth, bearerFor, codeFor, openTestApp, type TestApp } from "../../testing/test-app";

const ADMIN = "admin@catalogue.example";
const BASIC = "basic@catalogue.example";
const DISABLED = "disabled@catalogue.example";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(code: string, hasCookiesEnabled: boolean, extra: Record<string, unknown> = {}) {
  return t.app.request("/api/login", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `10.0.0.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ code, hasCookiesEnabled, ...extra }),
  });
}

async function envelopeOf(res: Response): Promise<ErrorEnvelope> {
  return ErrorEnvelope.parse(await res.json());
}

describe("identity page", () => {
  it("lists the demo users as sign-in buttons", async () => {
    const res = await t.app.request("/api/auth/authorize");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(ADMIN);
    expect(page).toContain("partner.pending-no-country@partner.example");
  });

  it("serves its stylesheet without a session, since the page is shown before login", async () => {
    const res = await t.app.request("/api/auth/authorize.css");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/css");
  });

  it("redirects to the web app with a one-time code", async () => {
    const res = await t.app.request("/api/auth/authorize", {
      method: "POST",
      body: new URLSearchParams({ email: BASIC }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/#\/\?code=[\w%-]{20,}$/);
  });

  it("answers 464 for an e-mail nobody has", async () => {
    const res = await t.app.request("/api/auth/authorize", {
      method: "POST",
      body: new URLSearchParams({ email: "nobody@nowhere.example" }),
    });
    expect(res.status).toBe(464);
  });
});

describe("login and session", () => {
  it("with cookies: sets a signed HttpOnly SameSite=Lax cookie that opens the API", async () => {
    const res = await login(await codeFor(t.app, ADMIN), true, { redirectUrl: "/product-lists" });
    expect(res.status).toBe(200);
    const body = LoginResponse.parse(await res.json());
    expect(body).toMatchObject({ token: null, redirectUrl: "/product-lists" });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const sessionCookie = cookie.split(";")[0] ?? "";
    const me = await t.app.request("/api/logout", { headers: { Cookie: sessionCookie } });
    expect(me.status).toBe(200);
  });

  it("without cookies: returns a bearer token and sets no cookie", async () => {
    const res = await login(await codeFor(t.app, ADMIN), false);
    const body = LoginResponse.parse(await res.json());
    expect(body.token).toMatch(/\./);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it.each(["//evil.example/x", "/\\evil.example", "/\t/evil.example", "https://evil.example/"])(
    "never redirects off-site after login (%j)",
    async (redirectUrl) => {
      const res = await login(await codeFor(t.app, ADMIN), false, { redirectUrl });
      expect(LoginResponse.parse(await res.json()).redirectUrl).toBe("/");
    },
  );

  it("accepts a code only once", async () => {
    const code = await codeFor(t.app, ADMIN);
    expect((await login(code, false)).status).toBe(200);
    const again = await login(code, false);
    expect(again.status).toBe(409);
    expect((await envelopeOf(again)).resultKey).toBe("LOGIN_CODE_INVALID");
  });

  it("refuses an expired code", async () => {
    const code = await codeFor(t.app, ADMIN);
    t.clock.advance(CODE_LIFETIME_MS + 1);
    const res = await login(code, false);
    expect((await envelopeOf(res)).resultKey).toBe("LOGIN_CODE_INVALID");
  });

  it("refuses a disabled account with 409 USER_ACCOUNT_DISABLED", async () => {
    const res = await login(await codeFor(t.app, DISABLED), true);
    expect(res.status).toBe(409);
    expect((await envelopeOf(res)).resultKey).toBe("USER_ACCOUNT_DISABLED");
  });

  it("refuses a user without an app role with 409 INVALID_AUTH_LEVEL", async () => {
    await t.services.database.db
      .update(users)
      .set({ role: "FIREBASE" })
      .where(eq(users.email, "basic.plus@catalogue.example"));
    const res = await login(await codeFor(t.app, "basic.plus@catalogue.example"), true);
    expect(res.status).toBe(409);
    expect((await envelopeOf(res)).resultKey).toBe("INVALID_AUTH_LEVEL");
  });

  it("answers 460 with field errors for a login body that breaks the contract", async () => {
    const res = await login("", true, { hasCookiesEnabled: "yes" });
    expect(res.status).toBe(460);
    const body = await envelopeOf(res);
    expect(body.fieldErrors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(["code", "hasCookiesEnabled"]),
    );
  });

  it("answers 460 (not 400) for a body that is not JSON", async () => {
    const res = await t.app.request("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(460);
  });

  it("ends the session on logout", async () => {
    const token = await bearerFor(t.app, ADMIN);
    // Used once first, so the session check answers from the session cache.
    expect((await t.app.request("/api/user/profile", { headers: auth(token) })).status).toBe(200);
    const out = await t.app.request("/api/logout", { method: "POST", headers: auth(token) });
    expect(await out.json()).toEqual({ url: "/api/auth/authorize" });
    const after = await t.app.request("/api/user/profile", { headers: auth(token) });
    expect(after.status).toBe(401);
  });

  it("ends sessions when they expire", async () => {
    const token = await bearerFor(t.app, ADMIN);
    // Used once first, so the session check answers from the session cache.
    expect((await t.app.request("/api/user/profile", { headers: auth(token) })).status).toBe(200);
    t.clock.advance(SESSION_LIFETIME_MS + 1);
    const res = await t.app.request("/api/user/profile", { headers: auth(token) });
    expect(res.status).toBe(401);
  });

  it("ends every session of an account when it is disabled", async () => {
    const token = await bearerFor(t.app, "advanced@catalogue.example");
    // Used once first, so the session check answers from the session cache.
    expect((await t.app.request("/api/user/profile", { headers: auth(token) })).status).toBe(200);
    const user = await t.services.database.db.query.users.findFirst({
      where: (u, { eq: equals }) => equals(u.email, "advanced@catalogue.example"),
    });
    await t.services.database.db
      .update(users)
      .set({ enabled: false })
      .where(eq(users.email, "advanced@catalogue.example"));
    await t.services.auth.endSessionsOf(user?.id ?? 0);
    const res = await t.app.request("/api/user/profile", { headers: auth(token) });
    expect(res.status).toBe(401);
  });

  it("refuses a forged token", async () => {
    const token = await bearerFor(t.app, ADMIN);
    // The real token used first, so its verification is remembered; the forged one is not it.
    expect((await t.app.request("/api/user/profile", { headers: auth(token) })).status).toBe(200);
    const forged = `${token.split(".")[0]}.AAAA`;
    const res = await t.app.request("/api/user/profile", { headers: auth(forged) });
    expect(res.status).toBe(401);
    expect((await envelopeOf(res)).resultKey).toBe("UNAUTHORIZED");
  });

  it("rate-limits login attempts with 429 and Retry-After", async () => {
    const attempt = () =>
      t.app.request("/api/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.7" },
        body: JSON.stringify({ code: "wrong", hasCookiesEnabled: false }),
      });
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) expect((await attempt()).status).toBe(409);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await envelopeOf(limited)).resultKey).toBe("RATE_LIMITED");
  });
});

describe("cross-site protection of cookie sessions", () => {
  async function cookieFor(email: string): Promise<string> {
    const res = await login(await codeFor(t.app, email), true);
    return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }

  it("refuses a cookie-authenticated write from another origin with 403", async () => {
    const cookie = await cookieFor(ADMIN);
    const res = await t.app.request("http://localhost/api/user/language", {
      method: "PUT",
      headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({ languageShortcut: "de" }),
    });
    expect(res.status).toBe(403);
  });

  it("accepts a cookie-authenticated write from our own origin", async () => {
    const cookie = await cookieFor(ADMIN);
    const res = await t.app.request("http://localhost/api/user/language", {
      method: "PUT",
      headers: { Cookie: cookie, Origin: "http://localhost", "Content-Type": "application/json" },
      body: JSON.stringify({ languageShortcut: "de" }),
    });
    expect(res.status).not.toBe(403);
  });
});

describe("identity page language", () => {
  it("speaks the browser's language when it is one of the 11", async () => {
    const res = await t.app.request("/api/auth/authorize", {
      headers: { "Accept-Language": "pt-BR,pt;q=0.9,en;q=0.5" },
    });
    const page = await res.text();
    expect(page).toContain('<html lang="pt">');
    expect(page).toContain("Entrar no Catálogo de produtos");
  });

  it("falls back to English for a language it does not offer", async () => {
    const page = await (
      await t.app.request("/api/auth/authorize", { headers: { "Accept-Language": "nl-NL" } })
    ).text();
    expect(page).toContain('<html lang="en">');
  });

  it("names the unknown e-mail, escaped", async () => {
    const res = await t.app.request("/api/auth/authorize?lang=de", {
      method: "POST",
      body: new URLSearchParams({ email: "<b>x@y.example</b>" }),
    });
    const page = await res.text();
    expect(page).toContain("Kein Benutzer hat die E-Mail-Adresse „&lt;b&gt;x@y.example&lt;/b&gt;“.");
  });
});

describe("housekeeping", () => {
  it("deletes expired codes and sessions when a new code is issued", async () => {
    await codeFor(t.app, ADMIN);
    t.clock.advance(SESSION_LIFETIME_MS + 1);
    await codeFor(t.app, ADMIN);
    const { db } = t.services.database;
    const stale = await db.query.sessions.findMany({ where: (s, { lt }) => lt(s.expiresAt, t.clock.now) });
    const staleCodes = await db.query.loginCodes.findMany({
      where: (c, { lt }) => lt(c.expiresAt, t.clock.now),
    });
    expect([stale.length, staleCodes.length]).toEqual([0, 0]);
  });
});
