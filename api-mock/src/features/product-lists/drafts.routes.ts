import { shareDraftCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { DraftsService } from "./drafts.service";
import type { ListElementsService } from "./list-elements.service";

/** Supplement 7 ("Share drafts"); the draft downloads are mounted with the other exports. */
export function mountDraftRoutes(api: Api, drafts: DraftsService, elements: ListElementsService): void {
  mountCall(api, shareDraftCalls.list, (c) => drafts.drafts(userIdOf(c)));
  mountCall(api, shareDraftCalls.start, (c, { body }) => drafts.start(userIdOf(c), body.listId));
  mountCall(api, shareDraftCalls.details, (c, { params }) => drafts.details(userIdOf(c), params.id));
  mountCall(api, shareDraftCalls.edit, (c, { params, body }) => drafts.edit(userIdOf(c), params.id, body));
  mountCall(api, shareDraftCalls.updateEditDate, (c, { params, body }) =>
    drafts.touch(userIdOf(c), params.id, body.version),
  );
  mountCall(api, shareDraftCalls.publish, (c, { params, body }) =>
    drafts.publish(userIdOf(c), params.id, body),
  );
  mountCall(api, shareDraftCalls.remove, async (c, { params }) => {
    await drafts.remove(userIdOf(c), params.id);
    return undefined;
  });
  // The element calls are the list element calls, once the id is known to name one of the caller's drafts
  // (a draft path never changes a personal list).
  mountCall(api, shareDraftCalls.elements, async (c, { params }) => {
    await drafts.details(userIdOf(c), params.id);
    return elements.elements(userIdOf(c), params.id);
  });
  mountCall(api, shareDraftCalls.addElements, async (c, { params, body }) => {
    await drafts.assertWritable(userIdOf(c), params.id);
    return elements.add(userIdOf(c), params.id, body);
  });
  mountCall(api, shareDraftCalls.removeElements, async (c, { params, body }) => {
    await drafts.assertWritable(userIdOf(c), params.id);
    return elements.remove(userIdOf(c), params.id, body);
  });
  mountCall(api, shareDraftCalls.changeElement, async (c, { params, body }) => {
    await drafts.assertWritable(userIdOf(c), params.id);
    const { elementId, crp, quantity, version } = body;
    return elements.change(userIdOf(c), params.id, elementId, version, { crp, quantity });
  });
  mountCall(api, shareDraftCalls.sorting, async (c, { params, body }) => {
    await drafts.assertWritable(userIdOf(c), params.id);
    return elements.sorting(userIdOf(c), params.id, body);
  });
}
