import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import { type CallFailure, runCall } from "@catalogue/core/api/client";
import { type QueryClient, type QueryKey, type UseMutationResult, useMutation } from "@tanstack/react-query";
import { entryKey } from "./call-key";
import { useClientConfig } from "./client-config";
import { type CallFailureHandling, useReportCallFailure } from "./failure-report";
import type { OptimisticUpdate } from "./optimistic";

/** What a mutation declares once, where it is defined. */
export interface CallMutationOptions<V> {
  /** The entries whose cached answers are stale once this call has run (every input of each). */
  readonly invalidates: readonly AnyCall[];
  /** Answers changed at once and set back on failure; the view reads them, so it never waits for the server. */
  readonly optimistic?: readonly OptimisticUpdate<V>[];
  /** The flow the call belongs to, for the error policy (a draft, an availability change...). */
  readonly during?: CallFailureHandling["during"];
  /**
   * Mutations of one scope run one after the other, each starting when the one before has settled: writes that
   * carry a version (core spec 8, 428) would otherwise race each other.
   */
  readonly scope?: string;
  /**
   * A failure without any answer (the connection is gone) is the caller's to handle, not the error policy's: the
   * caller keeps the change for later (supplement 7's offline queue) instead of the user being sent to the
   * no-internet page.
   */
  readonly keepsOffline?: boolean;
}

type Snapshot = readonly (readonly [QueryKey, unknown])[];

/** Writes what the answer says into the cache at once, before the stale entries are read again (a new version). */
type AnswerOption<E extends AnyCall> = {
  readonly onAnswer?: (answer: CallOutput<E>, client: QueryClient) => void;
};

const invalidatedIds = (meta: Record<string, unknown> | undefined): readonly string[] =>
  (meta?.invalidates as readonly string[] | undefined) ?? [];

/**
 * Whether another mutation that invalidates one of `ids` is still under way: its own refetch comes later, and
 * an earlier one would overwrite its optimistic answer with the server's state from before it.
 */
function anotherPending(client: QueryClient, ids: readonly string[]): boolean {
  const pending = client.isMutating({
    predicate: (mutation) => invalidatedIds(mutation.meta).some((id) => ids.includes(id)),
  });
  return pending > 1;
}

async function applyOptimistic<V>(
  client: QueryClient,
  updates: readonly OptimisticUpdate<V>[],
  variables: V,
): Promise<Snapshot> {
  const snapshot: (readonly [QueryKey, unknown])[] = [];
  for (const { queryKey, apply } of updates) {
    // A refetch under way would answer with the state before this change and overwrite it.
    await client.cancelQueries({ queryKey, exact: true });
    const previous = client.getQueryData(queryKey);
    if (previous !== undefined) client.setQueryData(queryKey, apply(previous, variables));
    snapshot.push([queryKey, previous]);
  }
  return snapshot;
}

/**
 * Architecture 4: one catalogue call as a mutation. It declares once what it makes stale (`invalidates`, refetched
 * when it settles) and what the view shows at once (`optimistic`, set back when it fails). A failure goes to
 * core's error policy as an action on a screen that stays: a server fault is a toast, the page stays.
 * `input` turns what the screen has (a card, say) into the call's input; without it the screen passes the input.
 */
export function useCallMutation<E extends AnyCall>(
  entry: E,
  options: CallMutationOptions<CallInput<E>> & AnswerOption<E>,
): UseMutationResult<CallOutput<E>, CallFailure, CallInput<E>, Snapshot>;
export function useCallMutation<E extends AnyCall, V>(
  entry: E,
  options: CallMutationOptions<V> & AnswerOption<E> & { readonly input: (variables: V) => CallInput<E> },
): UseMutationResult<CallOutput<E>, CallFailure, V, Snapshot>;
export function useCallMutation<E extends AnyCall, V>(
  entry: E,
  options: CallMutationOptions<V> & AnswerOption<E> & { readonly input?: (variables: V) => CallInput<E> },
): UseMutationResult<CallOutput<E>, CallFailure, V, Snapshot> {
  const config = useClientConfig();
  const report = useReportCallFailure();
  const ids = options.invalidates.map((invalidated) => invalidated.id);
  return useMutation<CallOutput<E>, CallFailure, V, Snapshot>({
    mutationKey: [entry.id],
    meta: { invalidates: ids },
    ...(options.scope ? { scope: { id: options.scope } } : {}),
    mutationFn: (variables) =>
      runCall(config, entry, options.input ? options.input(variables) : (variables as CallInput<E>)),
    onMutate: (variables, { client }) => applyOptimistic(client, options.optimistic ?? [], variables),
    onSuccess: (answer, _variables, _snapshot, { client }) => options.onAnswer?.(answer, client),
    onError: (error, _variables, snapshot, { client }) => {
      for (const [queryKey, previous] of snapshot ?? []) client.setQueryData(queryKey, previous);
      if (options.keepsOffline && error._tag === "Offline") return;
      report(error, { during: options.during, keepsScreen: true });
    },
    onSettled: async (_data, _error, _variables, _snapshot, { client }) => {
      if (anotherPending(client, ids)) return;
      await Promise.all(
        options.invalidates.map((invalidated) =>
          client.invalidateQueries({ queryKey: entryKey(invalidated) }),
        ),
      );
    },
  });
}
