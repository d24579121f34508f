import { LoginInfoResponse, LoginRequest, LoginResponse, LogoutResponse } from "../../auth";
import { defineCall, file, json, redirect } from "../define-call";

const TAGS = ["Login and session"];

/**
 * Core spec 7 / supplement 7 (login and session): signing in, out, and where to sign in; all open without a
 * session, since they are how one starts or ends. The identity page and its form stand in for the identity
 * provider in development and demos: a browser opens them, scripts never call them.
 */
export const authCalls = {
  // A code is spent by the first login, so a login is never sent again on its own.
  login: defineCall({
    id: "auth.login",
    method: "POST",
    path: "/login",
    tags: TAGS,
    summary: "Exchange a one-time code for a session (cookie, or bearer token when cookies are off)",
    body: LoginRequest,
    answer: json(LoginResponse),
    errors: [409, 429, 460],
    // Supplement 8: a blocked account or one without access to the app; an unknown, used or expired code.
    resultKeys: ["USER_ACCOUNT_DISABLED", "INVALID_AUTH_LEVEL", "LOGIN_CODE_INVALID", "RATE_LIMITED"],
    access: "public",
  }),
  loginInfo: defineCall({
    id: "auth.loginInfo",
    method: "GET",
    path: "/login",
    tags: TAGS,
    summary: "Where to sign in",
    answer: json(LoginInfoResponse),
    access: "public",
  }),
  // Ending a session that has already ended changes nothing, so both forms of logout may be sent again.
  logout: defineCall({
    id: "auth.logout",
    method: "POST",
    path: "/logout",
    tags: TAGS,
    summary: "End the session",
    answer: json(LogoutResponse),
    access: "public",
    idempotent: true,
  }),
  logoutByGet: defineCall({
    id: "auth.logoutByGet",
    method: "GET",
    path: "/logout",
    tags: TAGS,
    summary: "End the session",
    answer: json(LogoutResponse),
    access: "public",
  }),
  identityPage: defineCall({
    id: "auth.identityPage",
    method: "GET",
    path: "/auth/authorize",
    tags: TAGS,
    summary:
      "Where a browser without a session signs in: the identity page of the demo users in demo mode, a redirect to the OpenID Connect provider in production",
    answer: file("text/html"),
    access: "public",
  }),
  // The provider sends the browser back here; the answer becomes the one-time code the web app posts to /login.
  oidcCallback: defineCall({
    id: "auth.oidcCallback",
    method: "GET",
    path: "/auth/callback",
    tags: TAGS,
    summary:
      "The OpenID Connect provider's answer: redirects to the web app's login callback with a one-time code",
    answer: redirect,
    errors: [429],
    resultKeys: ["RATE_LIMITED"],
    access: "public",
    onlyIn: "production",
  }),
  // The page's own stylesheet (the content security policy allows no inline style); not an API operation.
  identityPageStyles: defineCall({
    id: "auth.identityPageStyles",
    method: "GET",
    path: "/auth/authorize.css",
    tags: TAGS,
    summary: "The identity page's stylesheet",
    answer: file("text/css"),
    access: "public",
    internal: true,
    onlyIn: "demo",
  }),
  // The page's form posts an e-mail (form-encoded, read by the handler); an unknown one shows the page again
  // with its error, with status 464.
  issueCode: defineCall({
    id: "auth.issueCode",
    method: "POST",
    path: "/auth/authorize",
    tags: TAGS,
    summary:
      "Issue a one-time code for an e-mail and redirect to the web app's login callback with it (the identity page's form)",
    answer: redirect,
    errors: [429, 464],
    resultKeys: ["RATE_LIMITED", "RESOURCE_NOT_FOUND"],
    access: "public",
    onlyIn: "demo",
  }),
} as const;
