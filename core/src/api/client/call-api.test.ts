import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { favouriteCalls, listExportCalls, systemCalls } from "../catalogue";
import { callApi, runCall } from "./call-api";
import type { ClientConfig } from "./client-config";

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
}

/** A fetch that answers from a list, one answer per request, and records what was sent. */
function scriptedFetch(answers: Array<() => Response | Promise<Response>>) {
  const sent: Sent[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error("no more answers scripted");
    return next();
  }) as unknown as typeof fetch;
  return { sent, fetcher };
}

const headersOf = (request: Sent | undefined) => (request?.init.headers ?? {}) as Record<string, string>;

const envelope = (status: number, resultKey: string) =>
  new Response(JSON.stringify({ status, resultKey, message: resultKey }), {
    status,
    headers: { "Content-Type": "application/json" },
  });
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

const config = (fetcher: typeof fetch, extra: Partial<ClientConfig> = {}): ClientConfig => ({
  baseUrl: "/api",
  fetch: fetcher,
  retryDelayMs: 1,
  ...extra,
});

describe("callApi", () => {
  it("fills the path, sends the versioned accept type and parses the answer with the entry's schema", async () => {
    const { sent, fetcher } = scriptedFetch([() => ok({ productId: 7, isFavorite: true })]);
    const state = await runCall(config(fetcher), favouriteCalls.mark, { params: { id: 7 } });
    expect(state).toEqual({ productId: 7, isFavorite: true });
    expect(sent[0]?.url).toBe("/api/favorite-products/7");
    expect(sent[0]?.init.method).toBe("POST");
    expect(sent[0]?.init.credentials).toBe("include");
    expect(headersOf(sent[0]).Accept).toBe("application/json; version=2.0");
  });

  it("sends the bearer token when there is one, and none otherwise", async () => {
    const { sent, fetcher } = scriptedFetch([
      () => ok({ status: "ok", version: "1" }),
      () => ok({ status: "ok", version: "1" }),
    ]);
    let token: string | null = "t0ken";
    const client = config(fetcher, { bearerToken: () => token });
    await runCall(client, systemCalls.health, {});
    token = null;
    await runCall(client, systemCalls.health, {});
    expect(headersOf(sent[0]).Authorization).toBe("Bearer t0ken");
    expect(headersOf(sent[1]).Authorization).toBeUndefined();
  });

  it.each([
    [401, "UNAUTHORIZED", "Unauthorised"],
    [403, "INSUFFICIENT_PERMISSIONS", "Forbidden"],
    [404, "NOT_FOUND", "NotFound"],
    [409, "PRODUCT_ALREADY_ADDED", "BusinessError"],
    [428, "OPTIMISTIC_LOCK", "OptimisticLock"],
    [460, "VALIDATION_FAILED", "Validation"],
    [464, "RESOURCE_NOT_FOUND", "ResourceNotFound"],
  ])(
    "never retries a %i, which is an answer: it fails once as %s with its result key",
    async (status, key, tag) => {
      const { sent, fetcher } = scriptedFetch([() => envelope(status, key), () => ok({})]);
      const failure = await Effect.runPromise(Effect.flip(callApi(config(fetcher), favouriteCalls.list, {})));
      expect(failure._tag).toBe(tag);
      expect(failure.resultKey).toBe(key);
      expect(sent).toHaveLength(1);
    },
  );

  it("keeps the HTTP status text, which core spec 8's generic toast shows", async () => {
    const { fetcher } = scriptedFetch([
      () =>
        new Response(JSON.stringify({ status: 503, resultKey: null, message: "down" }), {
          status: 503,
          statusText: "Service Unavailable",
          headers: { "Content-Type": "application/json" },
        }),
    ]);
    await expect(runCall(config(fetcher, { retries: 0 }), favouriteCalls.list, {})).rejects.toMatchObject({
      _tag: "Internal",
      status: 503,
      statusText: "Service Unavailable",
    });
  });

  it("retries an idempotent call after a 5xx and a network failure, then succeeds", async () => {
    const { sent, fetcher } = scriptedFetch([
      () => envelope(503, "INTERNAL_ERROR"),
      () => Promise.reject(new TypeError("fetch failed")),
      () => ok([]),
    ]);
    await expect(runCall(config(fetcher), favouriteCalls.list, {})).resolves.toEqual([]);
    expect(sent).toHaveLength(3);
  });

  it("gives up after the configured retries with the last failure", async () => {
    const { sent, fetcher } = scriptedFetch([
      () => envelope(500, "INTERNAL_ERROR"),
      () => envelope(500, "INTERNAL_ERROR"),
    ]);
    await expect(runCall(config(fetcher, { retries: 1 }), favouriteCalls.list, {})).rejects.toMatchObject({
      _tag: "Internal",
      status: 500,
    });
    expect(sent).toHaveLength(2);
  });

  it("does not retry a call that is not idempotent", async () => {
    const { sent, fetcher } = scriptedFetch([() => envelope(500, "INTERNAL_ERROR"), () => ok({})]);
    const notIdempotent = { ...favouriteCalls.mark, idempotent: false };
    await expect(runCall(config(fetcher), notIdempotent, { params: { id: 1 } })).rejects.toMatchObject({
      _tag: "Internal",
    });
    expect(sent).toHaveLength(1);
  });

  it("fails with Offline when no answer comes", async () => {
    const { fetcher } = scriptedFetch([() => Promise.reject(new TypeError("fetch failed"))]);
    await expect(runCall(config(fetcher, { retries: 0 }), systemCalls.health, {})).rejects.toMatchObject({
      _tag: "Offline",
    });
  });

  it("fails with Timeout when the answer takes longer than the time limit, and aborts the request", async () => {
    let aborted = false;
    const fetcher = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => {
          aborted = true;
          reject(new DOMException("aborted", "AbortError"));
        });
      })) as unknown as typeof fetch;
    await expect(
      runCall(config(fetcher, { timeoutMs: 5, retries: 0 }), systemCalls.health, {}),
    ).rejects.toMatchObject({ _tag: "Timeout" });
    expect(aborted).toBe(true);
  });

  it("cancels the request when the caller's signal aborts, rejecting with the signal's reason", async () => {
    const controller = new AbortController();
    let aborted = false;
    const fetcher = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => {
          aborted = true;
          reject(new DOMException("aborted", "AbortError"));
        });
        controller.abort(new DOMException("left the page", "AbortError"));
      })) as unknown as typeof fetch;
    await expect(
      runCall(config(fetcher), systemCalls.health, {}, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError", message: "left the page" });
    expect(aborted).toBe(true);
  });

  it("treats an answer that breaks the contract as an internal fault, not as data", async () => {
    const { fetcher } = scriptedFetch([() => ok({ productId: "seven" })]);
    await expect(
      runCall(config(fetcher, { retries: 0 }), favouriteCalls.mark, { params: { id: 7 } }),
    ).rejects.toMatchObject({ _tag: "Internal" });
  });

  it("tells the progress of a file answer chunk by chunk, with the size the server announced", async () => {
    const chunks = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const answer = new Response(body, {
      status: 200,
      headers: { "Content-Type": "application/pdf", "Content-Length": "5" },
    });
    const { fetcher } = scriptedFetch([() => answer]);
    const seen: [number, number | null][] = [];
    const file = await runCall(
      config(fetcher),
      listExportCalls.personalPdf,
      { params: { id: 1 }, query: { includeFinancial: "false" } },
      { onProgress: (received, total) => seen.push([received, total]) },
    );
    expect(Array.from(file.bytes)).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([
      [3, 5],
      [5, 5],
    ]);
  });
});
