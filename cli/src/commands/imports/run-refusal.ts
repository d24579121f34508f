import { IMPORT_TOO_EARLY_MESSAGE } from "@catalogue/core/api";
import type { SynchronizationStatus } from "@catalogue/core/model";
import { dateTime } from "../../runtime/format";

/**
 * Why a manual run was refused, in words: who started the newest run and when, whether it still runs and when it
 * should end, and from when a new run may start (core spec 8: "Import started too early").
 */
export function refusalMessage(state: SynchronizationStatus): string {
  const run = state.latestRun;
  const parts = [IMPORT_TOO_EARLY_MESSAGE];
  if (run) {
    const who = run.startedBy
      ? `${run.startedBy.name} <${run.startedBy.email}>`
      : run.trigger === "NIGHTLY"
        ? "the nightly synchronisation"
        : "a user who no longer exists";
    if (state.synchronizationInProgress) {
      const end = run.expectedEndAt ? ` and should end about ${dateTime(run.expectedEndAt)}` : "";
      parts.push(`an import is running: ${who} started it at ${dateTime(run.startedAt)}${end}`);
    } else {
      parts.push(`the last import was started by ${who} at ${dateTime(run.startedAt)}`);
    }
  }
  parts.push(
    state.possibleAt
      ? `a new run may start from ${dateTime(state.possibleAt)}`
      : "a new run may start as soon as the running one ends",
  );
  return parts.join("; ");
}
