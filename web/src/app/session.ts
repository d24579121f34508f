import type { LoginResponse, UserProfileResponse } from "@catalogue/core/api";
import { apiRequest } from "../lib/api-client";
import { cookiesEnabled, rememberBearer } from "../lib/bearer-session";
import { firstPaintContract } from "../lib/lazy-contract";

let profile: Promise<UserProfileResponse> | null = null;

/** Core spec 2.2: the signed-in user's profile, fetched once per session and shared by the guard and the shell. */
export function loadProfile(): Promise<UserProfileResponse> {
  profile ??= apiRequest({
    path: "/user/profile",
    response: firstPaintContract("UserProfileResponse"),
  }).catch((error: unknown) => {
    profile = null;
    throw error;
  });
  return profile;
}

/** Core spec 2.2: drops the cached profile, so the next guard decision reads the saved one (after onboarding or settings). */
export function forgetProfile(): void {
  profile = null;
}

/**
 * Core spec 7: exchanges the identity page's one-time code for a session: a cookie, or, when the browser has
 * cookies disabled (issue 9 item 4), a bearer token kept in sessionStorage for api-client to send.
 */
export async function exchangeLoginCode(
  code: string,
  redirectUrl: string,
  hasCookiesEnabled: boolean = cookiesEnabled(),
): Promise<LoginResponse> {
  profile = null;
  const answer = await apiRequest({
    method: "POST",
    path: "/login",
    body: { code, hasCookiesEnabled, redirectUrl, shouldSetCurrency: true },
    response: firstPaintContract("LoginResponse"),
  });
  rememberBearer(hasCookiesEnabled ? null : answer.token);
  return answer;
}

/** Core spec 7: ends the session and answers where the browser goes next. */
export async function logout(): Promise<string> {
  const answer = await apiRequest({
    method: "POST",
    path: "/logout",
    response: firstPaintContract("LogoutResponse"),
  });
  profile = null;
  rememberBearer(null);
  return answer.url;
}
