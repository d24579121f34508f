import type { AnyCall, CallInput } from "@catalogue/core/api/catalogue";

/** A query key: the entry's id, then its input. */
export type CallKey<E extends AnyCall> = readonly [string, CallInput<E>];

/** The cache key of one call with one input; equal inputs share one cached answer. */
export function callKey<E extends AnyCall>(entry: E, input: CallInput<E>): CallKey<E> {
  return [entry.id, input];
}

/** The prefix of every key of an entry, whatever the input: what a mutation invalidates. */
export function entryKey(entry: AnyCall): readonly [string] {
  return [entry.id];
}
