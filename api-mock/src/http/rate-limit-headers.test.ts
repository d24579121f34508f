import { ErrorEnvelope } from "@catalogue/core/api";
import { authCalls, callPath, productCalls } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RateLimiter } from "../features/auth/rate-limiter";
import { LOGIN_ATTEMPTS_PER_MINUTE } from "../services";
import { openTestApp, type TestApp } from "../testing/test-app";

const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const budgetOf = (res: Response) => ({
  limit: res.headers.get("ratelimit-limit"),
  remaining: res.headers.get("ratelimit-remaining"),
  reset: Number(res.headers.get("ratelimit-reset")),
});

describe("the sign-in calls tell the client its budget", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => t.close());

  const login = (peer: string, body: unknown = { code: "wrong", hasCookiesEnabled: false }) =>
    t.app.request(
      `/api${callPath(authCalls.login)}`,
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
      fromPeer(peer),
    );

  it("counts down on every answer, and the 429 says when to retry", async () => {
    const limit = String(LOGIN_ATTEMPTS_PER_MINUTE);
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_MINUTE; attempt++) {
      const res = await login("192.0.2.70");
      expect(res.status).toBe(409);
      const budget = budgetOf(res);
      expect(budget).toMatchObject({ limit, remaining: String(LOGIN_ATTEMPTS_PER_MINUTE - attempt) });
      expect(budget.reset).toBeGreaterThan(0);
      expect(budget.reset).toBeLessThanOrEqual(60);
    }
    const refused = await login("192.0.2.70");
    expect(refused.status).toBe(429);
    expect(ErrorEnvelope.parse(await refused.json()).resultKey).toBe("RATE_LIMITED");
    expect(budgetOf(refused)).toMatchObject({ limit, remaining: "0" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("also on a refusal before the handler, which counts nothing", async () => {
    const res = await login("192.0.2.71", { code: 7 });
    expect(res.status).toBe(460);
    expect(budgetOf(res)).toEqual({ limit: String(LOGIN_ATTEMPTS_PER_MINUTE), remaining: "10", reset: 0 });
  });

  it("and only there: other calls carry no budget", async () => {
    const res = await t.app.request(`/api${callPath(productCalls.version)}`);
    expect(res.headers.get("ratelimit-limit")).toBeNull();
  });
});

describe("RateLimiter.budget", () => {
  it("frees the window a minute after the newest attempt, and counts nothing itself", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect(limiter.budget("a")).toEqual({ limit: 3, remaining: 3, resetSeconds: 0 });
    limiter.hit("a");
    now += 20_000;
    limiter.hit("a");
    expect(limiter.budget("a")).toEqual({ limit: 3, remaining: 1, resetSeconds: 60 });
    now += 45_000;
    expect(limiter.budget("a")).toEqual({ limit: 3, remaining: 2, resetSeconds: 15 });
    expect(limiter.budget("b")).toEqual({ limit: 3, remaining: 3, resetSeconds: 0 });
  });
});
