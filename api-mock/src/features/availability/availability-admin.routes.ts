import {
  AvailabilityIndicatorRequest,
  IndicatorDeleteQuery,
  ProductIdParam,
  ProductIndicators,
} from "@catalogue/core/api";
import { createRoute } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { AvailabilityAdminService } from "./availability-admin.service";

const TAG = ["Availability management"];
const PATH = "/products/{id}/availability-indicator";
const answer = (description: string) => ({
  description,
  content: { "application/json": { schema: ProductIndicators } },
});
const body = {
  required: true,
  content: { "application/json": { schema: AvailabilityIndicatorRequest } },
};

const getRoute = createRoute({
  method: "get",
  path: PATH,
  tags: TAG,
  summary: "Every custom availability indicator of a product and its mode (highest role)",
  request: { params: ProductIdParam },
  responses: { 200: answer("The product's indicators"), ...errorResponses(401, 403, 460, 464) },
});
const postRoute = createRoute({
  method: "post",
  path: PATH,
  tags: TAG,
  summary:
    "Add a global indicator (replaces the others) or one per country/subregion (replaces the global one)",
  request: { params: ProductIdParam, body },
  responses: {
    201: answer("The product's indicators after the change"),
    ...errorResponses(401, 403, 409, 460, 464),
  },
});
const putRoute = createRoute({
  method: "put",
  path: PATH,
  tags: TAG,
  summary: "Replace all of the product's indicators by this one (the availability screen's save)",
  request: { params: ProductIdParam, body },
  responses: {
    200: answer("The product's indicators after the change"),
    ...errorResponses(401, 403, 409, 460, 464),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: PATH,
  tags: TAG,
  summary: "Remove one indicator (indicatorId) or all of them (edit mode)",
  request: { params: ProductIdParam, query: IndicatorDeleteQuery },
  responses: {
    200: answer("The product's indicators after the change"),
    ...errorResponses(401, 403, 460, 464),
  },
});

/** Issue 8 item 4 / supplement 7: the availability indicator calls of one product, for the highest role. */
export function mountAvailabilityAdminRoutes(api: Api, service: AvailabilityAdminService): void {
  api.openapi(getRoute, async (c) => c.json(await service.get(userIdOf(c), c.req.valid("param").id), 200));
  api.openapi(postRoute, async (c) =>
    c.json(await service.add(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
  );
  api.openapi(putRoute, async (c) =>
    c.json(await service.replace(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  api.openapi(deleteRoute, async (c) =>
    c.json(await service.remove(userIdOf(c), c.req.valid("param").id, c.req.valid("query").indicatorId), 200),
  );
}
