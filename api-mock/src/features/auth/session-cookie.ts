import { SESSION_COOKIE } from "@catalogue/core/api";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { isTls } from "../../http/security-headers";
import type { IssuedSession } from "./auth.service";

/** Issue 5 item 9: the session cookie, signed, HttpOnly, SameSite=Lax, and Secure when served over TLS. */
export function setSessionCookie(c: Context, session: IssuedSession): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isTls(c.req.url, c.req.header("x-forwarded-proto")),
    path: "/",
    expires: session.expiresAt,
  });
}

/** Core spec 7: logout removes the cookie as well as ending the session. */
export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}
