/** Core spec 9: rows written between two yields, small enough that other requests wait a few milliseconds at most. */
export const ROWS_PER_CHUNK = 50;

/** Core spec 9: lets queued I/O and timers run between chunks of an export, so a big list never stalls the server. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
