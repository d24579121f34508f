import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import { type CallFailure, type ClientConfig, runCall } from "@catalogue/core/api/client";
import { queryOptions } from "@tanstack/react-query";
import { callKey } from "./call-key";

/**
 * The query of one call: its key and the typed client's call, cancelled with the query's signal. The hooks,
 * prefetching and route loaders all start from this, so one entry is cached under one key everywhere.
 */
export function callQueryOptions<E extends AnyCall>(config: ClientConfig, entry: E, input: CallInput<E>) {
  return queryOptions<CallOutput<E>, CallFailure>({
    queryKey: callKey(entry, input),
    queryFn: ({ signal }) => runCall(config, entry, input, { signal }),
  });
}
