import type { LoginResponse, UserProfileResponse } from "@catalogue/core/api";
import { cookiesEnabled } from "./bearer-session";
import { forgetOfflineReads } from "./offline-caches";

// The session's calls go through the typed client (Effect) and the query cache, which are imported on the first
// call rather than with the shell: the finder's first visit has a JavaScript budget (docs/developers/size-budget.md).
// The chunk is the one main.tsx starts loading beside the texts, so the request waits little or not at all.
const sessionCalls = () => import("./server-state/session-calls");

/** Core spec 2.2: the signed-in user's profile, fetched once per session and shared by the guard and the shell. */
export async function loadProfile(): Promise<UserProfileResponse> {
  return (await sessionCalls()).loadProfile();
}

/** Core spec 2.2: drops the cached profile, so the next guard decision reads the saved one (after onboarding or settings). */
export async function forgetProfile(): Promise<void> {
  (await sessionCalls()).forgetProfile();
}

/** Core spec 7: exchanges the identity page's one-time code for a session (cookie or bearer token). */
export async function exchangeLoginCode(
  code: string,
  redirectUrl: string,
  hasCookiesEnabled: boolean = cookiesEnabled(),
): Promise<LoginResponse> {
  return (await sessionCalls()).exchangeLoginCode(code, redirectUrl, hasCookiesEnabled);
}

/** Core spec 7: ends the session, forgets the reads kept for offline use, and answers where the browser goes next. */
export async function logout(): Promise<string> {
  const next = await (await sessionCalls()).logout();
  await forgetOfflineReads();
  return next;
}
