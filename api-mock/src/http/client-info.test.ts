import { ErrorEnvelope, SESSION_COOKIE } from "@catalogue/core/api";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_ATTEMPTS_PER_MINUTE } from "../services";
import { codeFor, openTestApp, type TestApp } from "../testing/test-app";
import { readClient } from "./client-info";

/** What Node passes along with a request: the socket the request came over. */
const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

function failedLogin(t: TestApp, headers: Record<string, string>, peer: string): Promise<Response> {
  return Promise.resolve(
    t.app.request(
      "/api/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ code: "wrong", hasCookiesEnabled: false }),
      },
      fromPeer(peer),
    ),
  );
}

async function expectRateLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(ErrorEnvelope.parse(await res.json()).resultKey).toBe("RATE_LIMITED");
}

describe("readClient", () => {
  const probe = (trustedProxies: number) => {
    const app = new Hono();
    app.get("*", (c) => c.json(readClient(c, trustedProxies)));
    return async (headers: Record<string, string>, url = "http://localhost/") =>
      (await app.request(url, { headers }, fromPeer("203.0.113.9"))).json();
  };

  it("ignores forwarding headers unless proxies are trusted", async () => {
    const direct = probe(0);
    expect(await direct({ "X-Forwarded-For": "198.51.100.1", "X-Forwarded-Proto": "https" })).toEqual({
      address: "203.0.113.9",
      tls: false,
    });
    expect(await direct({}, "https://localhost/")).toEqual({ address: "203.0.113.9", tls: true });
  });

  it("takes the entry the outermost trusted proxy appended, not what the client sent before it", async () => {
    expect(
      await probe(1)({ "X-Forwarded-For": "6.6.6.6, 198.51.100.1", "X-Forwarded-Proto": "https" }),
    ).toEqual({
      address: "198.51.100.1",
      tls: true,
    });
    expect(await probe(2)({ "X-Forwarded-For": "6.6.6.6, 198.51.100.1, 10.0.0.2" })).toEqual({
      address: "198.51.100.1",
      tls: false,
    });
    // A request that reached the trusted proxy without any forwarding header: the peer is the client.
    expect(await probe(1)({})).toEqual({ address: "203.0.113.9", tls: false });
  });
});

describe("without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ trustedProxies: 0 });
  });
  afterAll(async () => t.close());

  it("a new X-Forwarded-For on every attempt does not get round the login limit", async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) {
      const res = await failedLogin(t, { "X-Forwarded-For": `198.51.100.${i}` }, "192.0.2.50");
      expect(res.status).toBe(409);
    }
    await expectRateLimited(await failedLogin(t, { "X-Forwarded-For": "198.51.100.99" }, "192.0.2.50"));
    // Another machine is counted on its own.
    expect((await failedLogin(t, {}, "192.0.2.51")).status).toBe(409);
  });

  it("the identity page's form answers 429 with Retry-After too once the limit is reached", async () => {
    const post = () =>
      t.app.request(
        "/api/auth/authorize",
        { method: "POST", body: new URLSearchParams({ email: "nobody@nowhere.example" }) },
        fromPeer("192.0.2.52"),
      );
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) expect((await post()).status).toBe(464);
    await expectRateLimited(await post());
  });

  it("a client's X-Forwarded-Proto gives neither HSTS nor a Secure cookie", async () => {
    const res = await t.app.request(
      "/api/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-Proto": "https" },
        body: JSON.stringify({
          code: await codeFor(t.app, "basic@catalogue.example"),
          hasCookiesEnabled: true,
        }),
      },
      fromPeer("192.0.2.53"),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("set-cookie")).not.toMatch(/Secure/i);
  });
});

describe("with TRUST_PROXY (one proxy in front)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ trustedProxies: 1 });
  });
  afterAll(async () => t.close());

  it("counts the address the proxy saw: what a client puts before it does not get round the limit", async () => {
    const proxy = "127.0.0.1";
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i++) {
      const res = await failedLogin(t, { "X-Forwarded-For": `6.6.6.${i}, 198.51.100.7` }, proxy);
      expect(res.status).toBe(409);
    }
    await expectRateLimited(await failedLogin(t, { "X-Forwarded-For": "6.6.6.99, 198.51.100.7" }, proxy));
    // Another client behind the same proxy is counted on its own.
    expect((await failedLogin(t, { "X-Forwarded-For": "198.51.100.8" }, proxy)).status).toBe(409);
  });

  it("the proxy's X-Forwarded-Proto: https gives HSTS and a Secure session cookie", async () => {
    const res = await t.app.request(
      "/api/login",
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-Proto": "https",
          "X-Forwarded-For": "198.51.100.20",
        },
        body: JSON.stringify({
          code: await codeFor(t.app, "basic@catalogue.example"),
          hasCookiesEnabled: true,
        }),
      },
      fromPeer("127.0.0.1"),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+;.*Secure`, "i"));
  });
});
