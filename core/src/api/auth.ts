import * as z from "zod";

/** Core spec 7 / supplement 7: `POST /login`, the exchange of a one-time code from the identity page. */
export const LoginRequest = z.object({
  code: z.string().min(1).max(200),
  hasCookiesEnabled: z.boolean(),
  redirectUrl: z.string().max(2000).nullable().optional(),
  shouldSetCurrency: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/**
 * Core spec 7: the answer of a login. With cookies the session rides in an HttpOnly cookie and `token` is null;
 * without cookies `token` is the bearer token to send as `Authorization: Bearer <token>`.
 */
export const LoginResponse = z.object({
  redirectUrl: z.string(),
  token: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Supplement 7 (`GET /login`): where a client sends the browser to sign in. */
export const LoginInfoResponse = z.object({ authorizeUrl: z.string() });
export type LoginInfoResponse = z.infer<typeof LoginInfoResponse>;

/** Core spec 7: `GET/POST /logout` answers the URL to navigate to. */
export const LogoutResponse = z.object({ url: z.string() });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

/** Core spec 2.2 / 7: the session cookie's name, shared by the server and the end-to-end tests. */
export const SESSION_COOKIE = "catalogue_session";
