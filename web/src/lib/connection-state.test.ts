import { afterEach, describe, expect, it, vi } from "vitest";
import { isOnline, subscribeConnection, watchedFetch } from "./connection-state";
import { OFFLINE_COPY_HEADER } from "./offline-caches";

const answer = (headers: Record<string, string> = {}) => new Response("{}", { status: 200, headers });
const noAnswer = () => Promise.reject(new TypeError("Failed to fetch"));

describe("whether the app works offline (supplement 7)", () => {
  afterEach(async () => {
    // Each test starts online: an answer from the server brings the app back.
    await watchedFetch(async () => answer())("/api/x");
  });

  it("goes offline when a request gets no answer, though the browser says it is online", async () => {
    const heard = vi.fn();
    const stop = subscribeConnection(heard);
    await expect(watchedFetch(noAnswer)("/api/lists")).rejects.toThrow("Failed to fetch");
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(false);
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });

  it("comes back with the next answer from the server, also an error status", async () => {
    await watchedFetch(noAnswer)("/api/lists").catch(() => undefined);
    await watchedFetch(async () => new Response("", { status: 500 }))("/api/lists");
    expect(isOnline()).toBe(true);
  });

  it("stays offline on an answer the service worker gave from its copy", async () => {
    await watchedFetch(noAnswer)("/api/lists").catch(() => undefined);
    await watchedFetch(async () => answer({ [OFFLINE_COPY_HEADER]: "1" }))("/api/lists");
    expect(isOnline()).toBe(false);
  });

  it("comes back when the browser fires online", async () => {
    await watchedFetch(noAnswer)("/api/lists").catch(() => undefined);
    window.dispatchEvent(new Event("online"));
    expect(isOnline()).toBe(true);
  });

  it("ignores a request the page cancelled itself", async () => {
    const abort = new AbortController();
    abort.abort();
    const cancelled = () => Promise.reject(new DOMException("aborted", "AbortError"));
    await watchedFetch(cancelled)("/api/lists", { signal: abort.signal }).catch(() => undefined);
    expect(isOnline()).toBe(true);
  });

  it("is offline whenever the browser says so", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(isOnline()).toBe(false);
    onLine.mockRestore();
  });
});
