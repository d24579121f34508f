import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/** How much lower than the server's requests an export renders (a nice value: 0 normal, 19 lowest). */
export const EXPORT_NICENESS = 10;

/**
 * Lowers the CPU priority of the calling thread alone, where the system allows it. An export is background work:
 * when every core is busy, the scheduler should give the time to the requests people wait for (a search typed
 * now) and let the export take what is left; with a free core it renders at full speed all the same. On Linux
 * each thread has its own id and priority (`/proc/thread-self` names it); elsewhere, or without the right to
 * change it, the thread keeps its priority. Returns the thread id it lowered, if any.
 */
export function lowerThreadPriority(niceness = EXPORT_NICENESS): number | undefined {
  try {
    // "<pid>/task/<tid>"
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return undefined;
    setPriority(threadId, niceness);
    return threadId;
  } catch {
    return undefined;
  }
}
