import type { ConsentDecision } from "@catalogue/core/model";

const decisionKey = (userId: string) => `consent.${userId}`;
const TOAST_KEY = "consent.changedToast";

/** Core spec 3 (locally persisted: per-user consent decisions): the user's decision, UNDECIDED when none. */
export function readConsent(userId: string): ConsentDecision {
  try {
    const stored = localStorage.getItem(decisionKey(userId));
    return stored === "ACCEPTED" || stored === "REJECTED" ? stored : "UNDECIDED";
  } catch {
    // Storage refused (private mode, cookies off): no decision, so nothing is recorded.
    return "UNDECIDED";
  }
}

/** Core spec 4.6: stores the user's decision in this browser. */
export function writeConsent(userId: string, decision: ConsentDecision): void {
  localStorage.setItem(decisionKey(userId), decision);
}

/** Core spec 4.6: a change reloads the page, so its success toast is remembered for the reloaded page. */
export function rememberConsentToast(): void {
  sessionStorage.setItem(TOAST_KEY, "1");
}

/** True once after a consent change: the reloaded page shows the success toast. */
export function takeConsentToast(): boolean {
  const pending = sessionStorage.getItem(TOAST_KEY) === "1";
  sessionStorage.removeItem(TOAST_KEY);
  return pending;
}

/** Whether the toast of a consent change is waiting (read without taking it). */
export function hasConsentToast(): boolean {
  return sessionStorage.getItem(TOAST_KEY) === "1";
}
