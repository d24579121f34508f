import type { ListModes } from "../use-list-modes";

/** Core spec 4.7: select mode through core's list-modes machine (ids as numbers for the screen). */
export function useListSelection({ snapshot, send }: ListModes) {
  return {
    selecting: snapshot.matches("selecting"),
    selected: snapshot.context.selection.map(Number),
    enter: () => send({ type: "select.enter" }),
    leave: () => send({ type: "select.leave" }),
    toggle: (id: number) => send({ type: "select.toggle", id: String(id) }),
  };
}
