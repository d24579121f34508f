import { SESSION_COOKIE } from "@catalogue/core/api";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env";
import { forbidden, unauthorized } from "../../http/domain-error";
import type { AuthService } from "./auth.service";

/**
 * Architecture 3: API paths open without a session, as one expression (One test per request
 * instead of a prefix strip and nine).
 */
const PUBLIC_PATH =
  /^\/api\/(?:health|openapi\.json|docs(?:\/[\w.-]+)?|auth\/(?:authorize(?:\.css)?|callback)|login|logout|__dev(?:\/.*)?|images\/.*|exports\/[^/]+)$/;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The session token of a request: the bearer header first, then the cookie. */
export function presentedToken(c: Context): { token: string; via: "cookie" | "bearer" } | undefined {
  const header = c.req.header("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) return { token: header.slice(7).trim(), via: "bearer" };
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

/**
 * Core spec 7: every API route but the public ones needs a live session (401 otherwise).
 * Cookie sessions are also checked against cross-site writes (see `isSameOrigin`); bearer tokens cannot be sent
 * by another site, so they need no such check.
 */
export function requireSession(
  auth: AuthService,
  allowedOrigins: readonly string[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (PUBLIC_PATH.test(c.req.path)) return next();
    const presented = presentedToken(c);
    if (!presented) throw unauthorized();
    const session = await auth.authenticate(presented.token);
    if (presented.via === "cookie" && !SAFE_METHODS.has(c.req.method) && !isSameOrigin(c, allowedOrigins)) {
      throw forbidden("Cross-site request refused");
    }
    c.set("sessionUser", { ...session, via: presented.via });
    return next();
  };
}

/**
 * A cookie-authenticated write must come from our own origin. Browsers send `Origin` on
 * every cross-site and same-site write; when it is absent, `Sec-Fetch-Site` (if sent) must say same-origin.
 * Non-browser clients send neither and cannot be driven by another site.
 */
export function isSameOrigin(c: Context, allowedOrigins: readonly string[]): boolean {
  const origin = c.req.header("origin");
  if (origin) return origin === new URL(c.req.url).origin || allowedOrigins.includes(origin);
  const fetchSite = c.req.header("sec-fetch-site");
  return fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
}
