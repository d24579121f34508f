import { listElementCalls, listElementVersionedCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { sendKeptJson } from "../../http/json-answers";
import { mountCall, mountCalls } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ListElementsService } from "./list-elements.service";

/** Supplement 7 (list elements, POST /products/list-elements). */
export function mountListElementRoutes(api: Api, elements: ListElementsService): void {
  // The answer is sent as the JSON bytes `ListOpener` keeps (built by the same code as the write answers), and
  // their compressed copies, not serialised or compressed again per request.
  const versions = listElementVersionedCalls;
  mountCalls(api, [listElementCalls.get, versions.getV2, versions.getV3], async (c, { params }) =>
    sendKeptJson(c, await elements.open(userIdOf(c), params.id)),
  );
  mountCall(api, listElementCalls.add, (c, { params, body }) => elements.add(userIdOf(c), params.id, body));
  mountCall(api, listElementCalls.remove, (c, { params, body }) =>
    elements.remove(userIdOf(c), params.id, body),
  );
  mountCall(api, listElementCalls.changeQuantity, (c, { params, body }) =>
    elements.change(userIdOf(c), params.id, body.elementId, body.version, { quantity: body.value }),
  );
  mountCall(api, listElementCalls.changeCrp, (c, { params, body }) =>
    elements.change(userIdOf(c), params.id, body.elementId, body.version, { crp: body.value }),
  );
  mountCall(api, listElementCalls.changeCrpAndQuantity, (c, { params, body }) => {
    const { elementId, crp, quantity, version } = body;
    return elements.change(userIdOf(c), params.id, elementId, version, { crp, quantity });
  });
  mountCall(api, versions.changeQuantityV2, (c, { params, body }) =>
    elements.changes.change(userIdOf(c), params.id, body.elementId, body.version, { quantity: body.value }),
  );
  mountCall(api, versions.changeCrpV2, (c, { params, body }) =>
    elements.changes.change(userIdOf(c), params.id, body.elementId, body.version, { crp: body.value }),
  );
  mountCall(api, versions.changeCrpAndQuantityV2, (c, { params, body }) => {
    const { elementId, crp, quantity, version } = body;
    return elements.changes.change(userIdOf(c), params.id, elementId, version, { crp, quantity });
  });
  mountCall(api, listElementCalls.sorting, (c, { params, body }) =>
    elements.sorting(userIdOf(c), params.id, body),
  );
  mountCall(api, listElementCalls.customSort, (c, { params, body }) =>
    elements.customSort(userIdOf(c), params.id, body),
  );
  mountCall(api, listElementCalls.move, (c, { params, body }) =>
    elements.transfers.move(userIdOf(c), params.from, params.to, body),
  );
  mountCall(api, listElementCalls.addToLists, (c, { body }) =>
    elements.transfers.addToLists(userIdOf(c), body.listIds, body.elements),
  );
}
