import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import type { QueryKey } from "@tanstack/react-query";
import { callKey } from "./call-key";

/** One cached answer a mutation changes at once, before the server has answered (see useCallMutation). */
export interface OptimisticUpdate<V> {
  readonly queryKey: QueryKey;
  readonly apply: (current: unknown, variables: V) => unknown;
}

/**
 * The answer of `entry` with `input` as it will be once the mutation succeeds, written into the cache when the
 * mutation starts and set back when it fails. Only an answer already cached is changed: there is nothing to show
 * before the first one arrives.
 */
export function optimistic<Q extends AnyCall, V>(
  entry: Q,
  input: CallInput<Q>,
  update: (current: CallOutput<Q>, variables: V) => CallOutput<Q>,
): OptimisticUpdate<V> {
  return {
    queryKey: callKey(entry, input),
    apply: (current, variables) => update(current as CallOutput<Q>, variables),
  };
}
