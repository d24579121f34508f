import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import type { ClientConfig } from "@catalogue/core/api/client";
import { exampleProductList } from "@catalogue/core/testing";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { OFFLINE_COPY_HEADER } from "../../lib/offline-caches";
import { callKey, callQueryOptions } from "../../lib/server-state";
import { rereadFromServer } from "./reread-from-server";

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "Content-Type": "application/json", ...headers },
  });

const before = { ...exampleProductList, id: 5, version: 3 };
const after = { ...before, version: 4 };
const input = { params: { id: 5 } };

/** A client whose first answers are the service worker's copy (the list before the sync), then the server's. */
function reconnecting(copies: number): ClientConfig {
  let answered = 0;
  return {
    baseUrl: "http://test/api",
    retryDelayMs: 1,
    fetch: async () => {
      answered += 1;
      return answered <= copies ? json(before, { [OFFLINE_COPY_HEADER]: "1" }) : json(after);
    },
  };
}

/** A query cache holding the list before the sync, on a screen (an observer watches it). */
function shownList(config: ClientConfig) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  client.setQueryData(callKey(productListCalls.get, input), before);
  const observer = new QueryObserver(client, callQueryOptions(config, productListCalls.get, input));
  const stop = observer.subscribe(() => {});
  return { client, stop };
}

describe("the lists read again after an offline sync (supplement 7)", () => {
  it("shows the server's answer, not the service worker's copy of the list before the sync", async () => {
    const config = reconnecting(1);
    const { client, stop } = shownList(config);
    await rereadFromServer(client, config, productListCalls.get);
    expect(client.getQueryData(callKey(productListCalls.get, input))).toEqual(after);
    stop();
  });

  it("takes the copy when the server gives no answer through all the retries, as any read offline", async () => {
    const config = reconnecting(10);
    const { client, stop } = shownList(config);
    await rereadFromServer(client, config, productListCalls.get);
    expect(client.getQueryData(callKey(productListCalls.get, input))).toEqual(before);
    expect(client.getQueryState(callKey(productListCalls.get, input))?.status).toBe("success");
    stop();
  });
});
