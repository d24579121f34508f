import {
  ErrorEnvelope,
  LoginInfoResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
} from "@catalogue/core/api";
import { createRoute } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import type { AuthService } from "./auth.service";
import type { RateLimiter } from "./rate-limiter";
import { presentedToken } from "./require-session";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";
import { verifyToken } from "./session-token";

/** Where the identity page lives; also where logout sends the browser. */
export const AUTHORIZE_PATH = "/api/auth/authorize";

const loginRoute = createRoute({
  method: "post",
  path: "/login",
  tags: ["Login and session"],
  summary: "Exchange a one-time code for a session (cookie, or bearer token when cookies are off)",
  request: { body: { required: true, content: { "application/json": { schema: LoginRequest } } } },
  responses: {
    200: { description: "The session", content: { "application/json": { schema: LoginResponse } } },
    ...errorResponses(409, 429, 460),
  },
});

const loginInfoRoute = createRoute({
  method: "get",
  path: "/login",
  tags: ["Login and session"],
  summary: "Where to sign in",
  responses: {
    200: { description: "The identity page", content: { "application/json": { schema: LoginInfoResponse } } },
  },
});

const logoutResponses = {
  200: { description: "The URL to go to", content: { "application/json": { schema: LogoutResponse } } },
  500: { description: "Unexpected fault", content: { "application/json": { schema: ErrorEnvelope } } },
};
const logoutGetRoute = createRoute({
  method: "get",
  path: "/logout",
  tags: ["Login and session"],
  summary: "End the session",
  responses: logoutResponses,
});
const logoutPostRoute = createRoute({ ...logoutGetRoute, method: "post" });

/** Core spec 7: login, logout and where to sign in. */
export function mountAuthRoutes(
  api: Api,
  auth: AuthService,
  loginLimiter: RateLimiter,
  sessionSecret: string,
): void {
  api.openapi(loginRoute, async (c) => {
    loginLimiter.hit(clientKey(c.req.header("x-forwarded-for")));
    const body = c.req.valid("json");
    const session = await auth.login(body.code, body.shouldSetCurrency ?? false);
    if (body.hasCookiesEnabled) setSessionCookie(c, session);
    c.set("sessionUser", {
      userId: session.userId,
      sessionId: "",
      via: body.hasCookiesEnabled ? "cookie" : "bearer",
    });
    return c.json(
      {
        redirectUrl: safeRedirect(body.redirectUrl),
        token: body.hasCookiesEnabled ? null : session.token,
        expiresAt: session.expiresAt.toISOString(),
      },
      200,
    );
  });
  api.openapi(loginInfoRoute, (c) => c.json({ authorizeUrl: AUTHORIZE_PATH }, 200));
  const logout = async (c: Parameters<Parameters<typeof api.openapi<typeof logoutGetRoute>>[1]>[0]) => {
    const presented = presentedToken(c);
    const sessionId = presented ? verifyToken(sessionSecret, presented.token) : null;
    if (sessionId) await auth.logout(sessionId);
    clearSessionCookie(c);
    return c.json({ url: AUTHORIZE_PATH }, 200);
  };
  api.openapi(logoutGetRoute, logout);
  api.openapi(logoutPostRoute, logout);
}

/** Only a path on this site: an open redirect would let a link send a fresh session's user anywhere. */
function safeRedirect(redirectUrl: string | null | undefined): string {
  return redirectUrl?.startsWith("/") && !redirectUrl.startsWith("//") ? redirectUrl : "/";
}

/** The caller as the rate limit counts it: the first forwarded address, else one shared local key. */
function clientKey(forwardedFor: string | undefined): string {
  return forwardedFor?.split(",")[0]?.trim() || "local";
}
