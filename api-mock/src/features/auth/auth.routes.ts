import { safeRedirectPath } from "@catalogue/core/access";
import { authCalls } from "@catalogue/core/api/catalogue";
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import type { AuthService } from "./auth.service";
import type { RateLimiter } from "./rate-limiter";
import { presentedToken } from "./require-session";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";
import { verifyToken } from "./session-token";

/** Where the identity page lives; also where logout sends the browser. */
export const AUTHORIZE_PATH = `/api${authCalls.identityPage.path}`;

/** Core spec 7: login, logout and where to sign in. */
export function mountAuthRoutes(
  api: Api,
  auth: AuthService,
  loginLimiter: RateLimiter,
  sessionSecret: string,
  logoutUrl: (fallback: string) => Promise<string> = async (fallback) => fallback,
): void {
  mountCall(api, authCalls.login, async (c, { body }) => {
    loginLimiter.hit(c.get("client").address);
    const session = await auth.login(body.code, body.shouldSetCurrency ?? false);
    if (body.hasCookiesEnabled) setSessionCookie(c, session);
    c.set("sessionUser", {
      userId: session.userId,
      sessionId: "",
      via: body.hasCookiesEnabled ? "cookie" : "bearer",
    });
    return {
      redirectUrl: safeRedirectPath(body.redirectUrl),
      token: body.hasCookiesEnabled ? null : session.token,
      expiresAt: session.expiresAt.toISOString(),
    };
  });
  mountCall(api, authCalls.loginInfo, () => ({ authorizeUrl: AUTHORIZE_PATH }));
  const logout = async (c: Context<AppEnv>) => {
    const presented = presentedToken(c);
    const sessionId = presented ? verifyToken(sessionSecret, presented.token) : null;
    if (sessionId) await auth.logout(sessionId);
    clearSessionCookie(c);
    return { url: await logoutUrl(AUTHORIZE_PATH) };
  };
  mountCall(api, authCalls.logoutByGet, logout);
  mountCall(api, authCalls.logout, logout);
}
