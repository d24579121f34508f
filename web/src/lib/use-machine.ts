import { useEffect, useState, useSyncExternalStore } from "react";
import { type Actor, type AnyStateMachine, createActor, type InputFrom, type SnapshotFrom } from "xstate";

const noSubscription = () => () => undefined;

/**
 * Architecture 4: runs one of core's machines for the lifetime of a component. The actor starts in an effect
 * (so React's development double-mount stops the first and starts a fresh one) and the snapshot is undefined
 * until then; views show their loading state for it.
 */
export function useMachine<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
): [SnapshotFrom<M> | undefined, Actor<M>["send"]] {
  const [actor, setActor] = useState<Actor<M> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one actor per mount; a new input would restart the user's progress.
  useEffect(() => {
    const started = createActor(machine, { input }).start();
    setActor(started);
    return () => {
      started.stop();
    };
  }, [machine]);
  const snapshot = useSyncExternalStore(
    actor ? (onChange) => actor.subscribe(onChange).unsubscribe : noSubscription,
    () => actor?.getSnapshot() as SnapshotFrom<M> | undefined,
  );
  return [snapshot, (event) => actor?.send(event)];
}
