import type { LoginResponse, UserProfileResponse } from "@catalogue/core/api";
import { authCalls } from "@catalogue/core/api/catalogue/calls/auth.calls";
import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import { runCall } from "@catalogue/core/api/client";
import { rememberBearer } from "../bearer-session";
import { entryKey } from "./call-key";
import { browserClientConfig } from "./client-config";
import { ensureCall } from "./ensure-call";
import { queryClient } from "./query-client";

/** Core spec 2.2: the signed-in user's profile, cached for the session and shared by the guard and the screens. */
export function loadProfile(): Promise<UserProfileResponse> {
  return ensureCall(profileCalls.get, {});
}

/** Core spec 2.2: drops the cached profile, so the next guard decision reads the saved one. */
export function forgetProfile(): void {
  queryClient.removeQueries({ queryKey: entryKey(profileCalls.get) });
}

/**
 * Core spec 7: exchanges the identity page's one-time code for a session: a cookie, or, when the browser has
 * cookies disabled, a bearer token kept in sessionStorage that the client config sends with every call.
 */
export async function exchangeLoginCode(
  code: string,
  redirectUrl: string,
  hasCookiesEnabled: boolean,
): Promise<LoginResponse> {
  // Whatever was cached belonged to the session before this one.
  queryClient.clear();
  const answer = await runCall(browserClientConfig, authCalls.login, {
    body: { code, hasCookiesEnabled, redirectUrl, shouldSetCurrency: true },
  });
  rememberBearer(hasCookiesEnabled ? null : answer.token);
  return answer;
}

/** Core spec 7: ends the session and answers where the browser goes next. */
export async function logout(): Promise<string> {
  const answer = await runCall(browserClientConfig, authCalls.logout, {});
  queryClient.clear();
  rememberBearer(null);
  return answer.url;
}
