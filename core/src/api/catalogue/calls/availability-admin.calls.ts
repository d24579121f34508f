import {
  AvailabilityIndicatorRequest,
  IndicatorDeleteQuery,
  ProductIndicators,
} from "../../availability-admin";
import { ProductIdParam } from "../../products";
import { defineCall, json } from "../define-call";

const TAGS = ["Availability management"];
const PATH = "/products/{id}/availability-indicator";

/** Supplement 7: the availability indicator calls of one product (docs/admin/permissions.md: who may). */
export const availabilityAdminCalls = {
  get: defineCall({
    id: "availabilityAdmin.get",
    method: "GET",
    path: PATH,
    tags: TAGS,
    summary: "Every custom availability indicator of a product and its mode",
    params: ProductIdParam,
    answer: json(ProductIndicators),
    errors: [401, 403, 460, 464],
    access: "highestRole",
  }),
  add: defineCall({
    id: "availabilityAdmin.add",
    method: "POST",
    path: PATH,
    tags: TAGS,
    summary:
      "Add a global indicator (replaces the others) or one per country/subregion (replaces the global one)",
    params: ProductIdParam,
    body: AvailabilityIndicatorRequest,
    answer: json(ProductIndicators),
    success: 201,
    errors: [401, 403, 409, 460, 464],
    access: "highestRole",
  }),
  replace: defineCall({
    id: "availabilityAdmin.replace",
    method: "PUT",
    path: PATH,
    tags: TAGS,
    summary: "Replace all of the product's indicators by this one (the availability screen's save)",
    params: ProductIdParam,
    body: AvailabilityIndicatorRequest,
    answer: json(ProductIndicators),
    errors: [401, 403, 409, 460, 464],
    access: "highestRole",
  }),
  remove: defineCall({
    id: "availabilityAdmin.remove",
    method: "DELETE",
    path: PATH,
    tags: TAGS,
    summary: "Remove one indicator (indicatorId) or all of them (edit mode)",
    params: ProductIdParam,
    query: IndicatorDeleteQuery,
    answer: json(ProductIndicators),
    errors: [401, 403, 460, 464],
    access: "highestRole",
  }),
} as const;
