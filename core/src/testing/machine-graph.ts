import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from "xstate";
import { getShortestPaths } from "xstate/graph";

/**
 * Architecture 2 (machines): every snapshot reachable from the initial one by the given events, found with xstate's
 * graph traversal (one shortest path per distinct state and context). Invoked actors do not run during a traversal,
 * so their outcomes are listed among the events as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`.
 */
export function reachableSnapshots<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    events: readonly EventFromLogic<TMachine>[];
    input?: InputFrom<TMachine>;
    limit?: number;
    /** What tells two snapshots apart; defaults to state value and whole context. */
    key?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  },
): SnapshotFrom<TMachine>[] {
  const paths = getShortestPaths(machine, {
    events: options.events,
    input: options.input,
    limit: options.limit ?? 5000,
    serializeState: (snapshot: SnapshotFrom<TMachine>) =>
      JSON.stringify(
        options.key
          ? options.key(snapshot)
          : [(snapshot as AnyMachineSnapshot).value, (snapshot as AnyMachineSnapshot).context],
      ),
  } as Parameters<typeof getShortestPaths<TMachine>>[1]);
  const snapshots = paths.flatMap((path) => [path.state, ...path.steps.map((step) => step.state)]);
  return snapshots as SnapshotFrom<TMachine>[];
}
