import { listModesMachine } from "@catalogue/core/machines";
import type { ListSortingType } from "@catalogue/core/model";
import { useMachine } from "@xstate/react";

/** Core spec 4.7: select mode through core's list-modes machine (ids as numbers for the screen). */
export function useListSelection(sorting: ListSortingType) {
  const [snapshot, send] = useMachine(listModesMachine, { input: { order: [], sorting } });
  return {
    selecting: snapshot.matches("selecting"),
    selected: snapshot.context.selection.map(Number),
    enter: () => send({ type: "select.enter" }),
    leave: () => send({ type: "select.leave" }),
    toggle: (id: number) => send({ type: "select.toggle", id: String(id) }),
  };
}
