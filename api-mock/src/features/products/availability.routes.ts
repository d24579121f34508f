import { AVAILABILITY_STATUS_DICTIONARY } from "@catalogue/core/api";
import { productCalls, referenceDataCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { ProductsService } from "./products.service";

/** Supplement 7: the availability indicators per product and the status dictionary. */
export function mountAvailabilityRoutes(api: Api, products: ProductsService): void {
  mountCall(api, productCalls.availabilityIndicators, (c, { query }) =>
    products.availabilityIndicators(userIdOf(c), query.partNumber, query.customOnly),
  );
  mountCall(api, referenceDataCalls.availabilityStatuses, () => [...AVAILABILITY_STATUS_DICTIONARY]);
}
