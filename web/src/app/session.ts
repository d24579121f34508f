import { LoginResponse, LogoutResponse, UserProfileResponse } from "@catalogue/core/api";
import { apiRequest } from "../lib/api-client";

let profile: Promise<UserProfileResponse> | null = null;

/** Core spec 2.2: the signed-in user's profile, fetched once per session and shared by the guard and the shell. */
export function loadProfile(): Promise<UserProfileResponse> {
  profile ??= apiRequest({ path: "/user/profile", response: UserProfileResponse }).catch((error: unknown) => {
    profile = null;
    throw error;
  });
  return profile;
}

/** Core spec 2.2: drops the cached profile, so the next guard decision reads the saved one (after onboarding or settings). */
export function forgetProfile(): void {
  profile = null;
}

/** Core spec 7: exchanges the identity page's one-time code for a cookie session. */
export async function exchangeLoginCode(code: string, redirectUrl: string): Promise<LoginResponse> {
  profile = null;
  return apiRequest({
    method: "POST",
    path: "/login",
    body: { code, hasCookiesEnabled: true, redirectUrl, shouldSetCurrency: true },
    response: LoginResponse,
  });
}

/** Core spec 7: ends the session and answers where the browser goes next. */
export async function logout(): Promise<string> {
  const answer = await apiRequest({ method: "POST", path: "/logout", response: LogoutResponse });
  profile = null;
  return answer.url;
}
