import { SESSION_COOKIE } from "@catalogue/core/api";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/app-env";
import type { IssuedSession } from "./auth.service";

/** The session cookie, signed, HttpOnly, SameSite=Lax, and Secure when served over TLS. */
export function setSessionCookie(c: Context<AppEnv>, session: IssuedSession): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.get("client")?.tls ?? false,
    path: "/",
    expires: session.expiresAt,
  });
}

/** Core spec 7: logout removes the cookie as well as ending the session. */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}
