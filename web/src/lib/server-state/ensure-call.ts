import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import { callQueryOptions } from "./call-query-options";
import { browserClientConfig } from "./client-config";
import { queryClient } from "./query-client";

/**
 * For route loaders and other code outside React: the cached answer when there is one, else the call, stored
 * for the screen's `useCallQuery` with the same entry and input (so the screen does not ask again). Rejects with
 * the `CallFailure`, which the loader hands to the error policy.
 */
export function ensureCall<E extends AnyCall>(entry: E, input: CallInput<E>): Promise<CallOutput<E>> {
  return queryClient.ensureQueryData(callQueryOptions(browserClientConfig, entry, input));
}

/**
 * For route loaders: asks for a call's answer now and stores it for the screen's `useCallQuery` with the same
 * entry and input, which then finds it in flight or done instead of asking once it renders. Nothing is thrown:
 * a failure stays in the cache, and the screen's own query asks again and reports it. It is `prefetchCall` on
 * the app's cache, written out: `prefetch-call.ts` also holds the hook, whose TanStack import would move the query
 * provider into the chunk this file is in and make every page fetch that chunk with its entry.
 */
export function startCall<E extends AnyCall>(entry: E, input: CallInput<E>): Promise<void> {
  return queryClient.prefetchQuery(callQueryOptions(browserClientConfig, entry, input));
}
