import { listElementCalls, productListCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ListElementsService } from "./list-elements.service";
import type { ListHealthService } from "./list-health.service";

/** Core spec 4.2 / 4.7 (list health check): what changed since the last open, its acknowledgement, replacing. */
export function mountListHealthRoutes(
  api: Api,
  health: ListHealthService,
  elements: ListElementsService,
): void {
  mountCall(api, productListCalls.health, (c, { params }) => health.health(userIdOf(c), params.id));
  mountCall(api, productListCalls.healthSeen, (c, { params }) => health.seen(userIdOf(c), params.id));
  mountCall(api, listElementCalls.replace, (c, { params, body }) =>
    elements.replace(userIdOf(c), params.id, body),
  );
}
