import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../http/domain-error";
import { RateLimiter } from "./rate-limiter";

describe("RateLimiter", () => {
  it("never admits more than `limit` attempts in any window, and refuses with a positive Retry-After", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 100, max: 5000 }),
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 60 }),
        (limit, windowMs, gaps) => {
          let now = 0;
          const limiter = new RateLimiter(limit, windowMs, () => now);
          const admitted: number[] = [];
          for (const gap of gaps) {
            now += gap;
            try {
              limiter.hit("client");
              admitted.push(now);
            } catch (error) {
              expect(error).toBeInstanceOf(DomainError);
              const failure = (error as DomainError).failure;
              expect(failure.kind === "rateLimited" && failure.retryAfterSeconds > 0).toBe(true);
            }
          }
          // Any `limit + 1` admitted attempts span at least one full window.
          for (let i = limit; i < admitted.length; i++) {
            expect((admitted[i] ?? 0) - (admitted[i - limit] ?? 0)).toBeGreaterThanOrEqual(windowMs);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("counts each client on its own", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), (limit) => {
        const limiter = new RateLimiter(limit, 60_000, () => 0);
        for (let i = 0; i < limit; i++) limiter.hit("a");
        expect(() => limiter.hit("b")).not.toThrow();
        expect(() => limiter.hit("a")).toThrow(DomainError);
      }),
      { numRuns: 200 },
    );
  });
});
