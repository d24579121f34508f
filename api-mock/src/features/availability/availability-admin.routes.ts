import { availabilityAdminCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { AvailabilityAdminService } from "./availability-admin.service";

/** Supplement 7: the availability indicator calls of one product. */
export function mountAvailabilityAdminRoutes(api: Api, service: AvailabilityAdminService): void {
  const calls = availabilityAdminCalls;
  mountCall(api, calls.get, (c, { params }) => service.get(userIdOf(c), params.id));
  mountCall(api, calls.add, (c, { params, body }) => service.add(userIdOf(c), params.id, body));
  mountCall(api, calls.replace, (c, { params, body }) => service.replace(userIdOf(c), params.id, body));
  mountCall(api, calls.remove, (c, { params, query }) =>
    service.remove(userIdOf(c), params.id, query.indicatorId),
  );
}
