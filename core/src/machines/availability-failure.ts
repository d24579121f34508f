import { reactToError } from "../api/error-policy";
import type { ErrorReaction } from "../api/error-reaction";
import { envelopeOf } from "./error-of";

/**
 * Core spec 8: the error policy's reaction to a failed availability save. The policy owns the mapping: the five
 * availability result keys get their own messages, any other 409 the unknown-error message. The machine is not told
 * whether the browser is offline, so the caller re-checks navigation reactions itself.
 */
export function availabilityFailure(error: unknown): ErrorReaction {
  const envelope = envelopeOf(error);
  return reactToError({
    status: envelope.status,
    resultKey: envelope.resultKey,
    context: { during: "availability", isOffline: false, userHasCountry: true },
  });
}
