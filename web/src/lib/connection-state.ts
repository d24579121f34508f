import { OFFLINE_COPY_HEADER } from "./offline-caches";

/**
 * Supplement 7 (offline sync): whether the app works offline. The browser's `navigator.onLine` says only that a
 * network is there, not that the server answers (a ward's Wi-Fi without uplink): a request that gets no answer
 * at all also counts as offline, until a request gets an answer again or the browser fires `online`.
 */
let noAnswer = false;
const listeners = new Set<() => void>();

function setNoAnswer(next: boolean): void {
  if (noAnswer === next) return;
  noAnswer = next;
  for (const listener of listeners) listener();
}

/** Whether the app can reach the server, as far as it knows. */
export const isOnline = (): boolean => navigator.onLine && !noAnswer;

// Registered before any subscriber's: when they hear `online`, the failed request is forgotten already.
if (typeof window !== "undefined") window.addEventListener("online", () => setNoAnswer(false));

/** Calls `listener` whenever `isOnline` may have changed; returns how to stop. */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** A request the page itself cancelled (a query no longer needed) says nothing about the connection. */
const cancelled = (error: unknown, init: RequestInit | undefined) =>
  init?.signal?.aborted === true || (error instanceof DOMException && error.name === "AbortError");

/**
 * The browser's fetch, watched: a request that fails without an answer puts the app offline; an answer from the
 * server (not the service worker's copy) brings it back.
 */
export function watchedFetch(send: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    try {
      const response = await send(input, init);
      setNoAnswer(response.headers.has(OFFLINE_COPY_HEADER));
      return response;
    } catch (error) {
      if (!cancelled(error, init)) setNoAnswer(true);
      throw error;
    }
  };
}
