import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { callQueryOptions } from "./call-query-options";
import { useClientConfig } from "./client-config";

/**
 * For screens that ask on their own schedule (an infinite list loading its next page): the cached answer when
 * it is fresh, else the call, stored under the same key as `useCallQuery`'s. The caller handles the rejection
 * (the `CallFailure`); the infinite list shows its retry button.
 */
export function useFetchCall(): <E extends AnyCall>(entry: E, input: CallInput<E>) => Promise<CallOutput<E>> {
  const client = useQueryClient();
  const config = useClientConfig();
  return useCallback(
    <E extends AnyCall>(entry: E, input: CallInput<E>) =>
      client.fetchQuery(callQueryOptions(config, entry, input)),
    [client, config],
  );
}
