import type { AnyCall, CallInput } from "@catalogue/core/api/catalogue";
import type { ClientConfig } from "@catalogue/core/api/client";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { callQueryOptions } from "./call-query-options";
import { useClientConfig } from "./client-config";

/**
 * Fetches a call's answer into the cache unless a fresh one is there, so that the screen needing it next opens
 * without waiting. A failure is dropped: the screen's own query asks again and reports it.
 */
export function prefetchCall<E extends AnyCall>(
  client: QueryClient,
  config: ClientConfig,
  entry: E,
  input: CallInput<E>,
): Promise<void> {
  return client.prefetchQuery(callQueryOptions(config, entry, input));
}

/** `prefetchCall` for event handlers: `onMouseEnter={() => prefetch(entry, input)}` (and onFocus). */
export function usePrefetchCall(): <E extends AnyCall>(entry: E, input: CallInput<E>) => void {
  const client = useQueryClient();
  const config = useClientConfig();
  return useCallback(
    (entry, input) => {
      void prefetchCall(client, config, entry, input);
    },
    [client, config],
  );
}
