import type { AnyCall } from "@catalogue/core/api/catalogue";
import type { MiddlewareHandler } from "hono";
import type { RateLimiter } from "../features/auth/rate-limiter";
import type { AppEnv } from "./app-env";

/** The headers every answer of a rate-limited call carries (the IETF RateLimit header fields, draft 7). */
export const RATE_LIMIT_HEADERS = {
  limit: "RateLimit-Limit",
  remaining: "RateLimit-Remaining",
  reset: "RateLimit-Reset",
} as const;

/** A call is rate-limited when its catalogue entry may answer 429: the sign-in calls. */
export const isRateLimited = (entry: AnyCall): boolean => entry.errors.includes(429);

/**
 * OWASP API4 (unrestricted resource consumption): the answers of the rate-limited calls tell the client its
 * budget, so it can slow down before a 429. Runs before the body limit and the input guard, so their refusals
 * carry the headers too; the count itself is the limiter's, which the handler hits.
 */
export function rateLimitHeaders(
  limiter: RateLimiter,
  entries: readonly AnyCall[],
): MiddlewareHandler<AppEnv> {
  const limited = new Set(entries.filter(isRateLimited).map((entry) => `${entry.method} /api${entry.path}`));
  return async (c, next) => {
    await next();
    if (!limited.has(`${c.req.method} ${c.req.path}`)) return;
    const budget = limiter.budget(c.get("client").address);
    c.res.headers.set(RATE_LIMIT_HEADERS.limit, String(budget.limit));
    c.res.headers.set(RATE_LIMIT_HEADERS.remaining, String(budget.remaining));
    c.res.headers.set(RATE_LIMIT_HEADERS.reset, String(budget.resetSeconds));
  };
}
