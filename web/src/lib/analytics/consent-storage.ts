import type { ConsentDecision } from "@catalogue/core/model";
import { localStore, readStored, removeStored, sessionStore, writeStored } from "../safe-storage";

const decisionKey = (userId: string) => `consent.${userId}`;
const TOAST_KEY = "consent.changedToast";

/** Core spec 3 (locally persisted: per-user consent decisions): the user's decision, UNDECIDED when none. */
export function readConsent(userId: string): ConsentDecision {
  // Storage refused (private mode, cookies off): no decision, so nothing is recorded.
  const stored = readStored(decisionKey(userId));
  return stored === "ACCEPTED" || stored === "REJECTED" ? stored : "UNDECIDED";
}

/**
 * Whether anyone has answered the consent popup in this browser. On a first visit nobody has, so the popup will
 * show: the app starts loading it with itself (it is the largest paint of that visit). Storage refused: no
 * decision can be read either.
 */
export function anyConsentStored(where: () => Pick<Storage, "length" | "key"> = localStore): boolean {
  try {
    const store = where();
    for (let index = 0; index < store.length; index++)
      if (store.key(index)?.startsWith(decisionKey(""))) return true;
    return false;
  } catch {
    return false;
  }
}

/** Core spec 4.6: stores the user's decision in this browser. */
export function writeConsent(userId: string, decision: ConsentDecision): void {
  writeStored(decisionKey(userId), decision);
}

/** Core spec 4.6: a change reloads the page, so its success toast is remembered for the reloaded page. */
export function rememberConsentToast(): void {
  writeStored(TOAST_KEY, "1", sessionStore);
}

/** True once after a consent change: the reloaded page shows the success toast. */
export function takeConsentToast(): boolean {
  const pending = readStored(TOAST_KEY, sessionStore) === "1";
  removeStored(TOAST_KEY, sessionStore);
  return pending;
}

/** Whether the toast of a consent change is waiting (read without taking it). */
export function hasConsentToast(): boolean {
  return readStored(TOAST_KEY, sessionStore) === "1";
}
