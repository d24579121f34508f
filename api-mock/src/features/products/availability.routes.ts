import { AVAILABILITY_STATUS_DICTIONARY } from "@catalogue/core/api";
import { productCalls, referenceDataCalls, referenceDataVersionedCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall, mountCalls } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

/** Supplement 7: the availability indicators per product and the status dictionary. */
export function mountAvailabilityRoutes(api: Api, products: ProductsService): void {
  mountCall(api, productCalls.availabilityIndicators, (c, { query }) =>
    products.availabilityIndicators(userIdOf(c), query.partNumber, query.customOnly),
  );
  const statuses = [
    referenceDataCalls.availabilityStatuses,
    referenceDataVersionedCalls.availabilityStatusesV3,
  ];
  mountCalls(api, statuses, () => [...AVAILABILITY_STATUS_DICTIONARY]);
}
