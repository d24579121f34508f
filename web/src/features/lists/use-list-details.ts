import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { type Params, useParams } from "react-router-dom";
import { useCallQuery } from "../../lib/server-state";
import { startCall } from "../../lib/server-state/ensure-call";
import { useViewer } from "../catalogue";
import { useOfflineAddedProducts, useOfflineShownEdits, withQueuedEdits } from "../offline-edits";
import type { ListDetailsState } from "./list-details-view";
import { useListTools } from "./selection/use-list-tools";
import { useElementChanges } from "./use-element-changes";
import { useListEdit } from "./use-list-edit";
import { useListPins } from "./use-list-pins";
import { useTypedPrices } from "./use-typed-prices";

/** The list of the route's address (`/product-list/:productListId` and its variants), as both calls take it. */
const listInput = (params: Params) => ({ params: { id: Number(params.productListId) } });

/** The route loader's start of the page's two answers (`SCREEN_DATA`), under the keys the page's queries read. */
export async function startListData(params: Params): Promise<void> {
  const input = listInput(params);
  await Promise.all([startCall(productListCalls.get, input), startCall(listElementCalls.get, input)]);
}

/**
 * The list of the route with its elements, the element edits (quantity, CRP, removal), the pin, the
 * selection and order tools, and the title form; the elements the tools hide are left out of the state.
 */
export function useListDetails() {
  const viewer = useViewer();
  const input = listInput(useParams());
  const { id } = input.params;
  const list = useCallQuery(productListCalls.get, input);
  const elements = useCallQuery(listElementCalls.get, input);
  const queue = useOfflineShownEdits();
  const addedOffline = useOfflineAddedProducts();
  const changes = useElementChanges(id);
  const typedPrices = useTypedPrices();
  const togglePin = useListPins(id);
  const edit = useListEdit(id, list.data);
  const tools = useListTools(list.data, elements.data, viewer, changes.remove);
  const state: ListDetailsState =
    list.isError || elements.isError
      ? { kind: "failed" }
      : list.data && elements.data
        ? {
            kind: "ready",
            list: list.data,
            // Edits made offline and not yet sent show over the server's last answer (supplement 7).
            elements: withQueuedEdits(elements.data, queue, id, addedOffline).content.filter(
              (element) => !tools.hidden.includes(element.id),
            ),
          }
        : { kind: "loading" };
  const changeCrp = (elementId: number, value: number) => {
    typedPrices.settle(elementId);
    changes.changeCrp({ elementId, value });
  };
  return { viewer, list: list.data, state, changes, typedPrices, togglePin, edit, tools, changeCrp };
}
