import {
  AddElementsRequest,
  AddToListsRequest,
  AddToListsResponse,
  ChangeCrpAndQuantityRequest,
  ChangeCrpRequest,
  ChangeQuantityRequest,
  CustomSortRequest,
  ListElementsResponse,
  ListIdParam,
  MoveElementsRequest,
  RemoveElementsRequest,
  SortingRequest,
} from "@catalogue/core/api";
import { createRoute, z } from "@hono/zod-openapi";
import type { TypedResponse } from "hono";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { ListElementsService } from "./list-elements.service";

const TAG = ["List elements"];
const BASE = "/product-lists/list-elements/{id}";
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const elementsResponse = {
  description: "The list's elements after the change, in its sorting order, with its new version",
  content: { "application/json": { schema: ListElementsResponse } },
};
const WRITE_ERRORS = errorResponses(401, 403, 409, 428, 460, 464);

function writeRoute<T extends z.ZodType>(
  method: "post" | "put" | "delete",
  path: string,
  summary: string,
  schema: T,
) {
  return createRoute({
    method,
    path,
    tags: TAG,
    summary,
    request: { params: ListIdParam, ...body(schema) },
    responses: { 200: elementsResponse, ...WRITE_ERRORS },
  });
}

const getRoute = createRoute({
  method: "get",
  path: BASE,
  tags: TAG,
  summary: "The elements of a list the caller may read, in its sorting order",
  request: { params: ListIdParam },
  responses: { 200: elementsResponse, ...errorResponses(401, 403, 460, 464) },
});
const addRoute = writeRoute(
  "post",
  BASE,
  "Add products (one already on the list: 409 PRODUCT_ALREADY_ADDED)",
  AddElementsRequest,
);
const removeRoute = writeRoute("delete", BASE, "Remove elements", RemoveElementsRequest);
const quantityRoute = writeRoute(
  "put",
  `${BASE}/change-quantity`,
  "Change one element's quantity",
  ChangeQuantityRequest,
);
const crpRoute = writeRoute("put", `${BASE}/change-crp`, "Change one element's CRP", ChangeCrpRequest);
const bothRoute = writeRoute(
  "put",
  `${BASE}/change-crp-and-quantity`,
  "Change one element's CRP and quantity",
  ChangeCrpAndQuantityRequest,
);
const sortingRoute = writeRoute(
  "put",
  "/product-lists/{id}/list-elements/sorting",
  "Set the list's sorting",
  SortingRequest,
);
const customSortRoute = writeRoute(
  "put",
  `${BASE}/sorting/custom-sort`,
  "Save a custom order (sorting becomes CUSTOM)",
  CustomSortRequest,
);
const moveRoute = createRoute({
  method: "put",
  path: "/product-lists/list-elements/{from}/{to}/move",
  tags: TAG,
  summary: "Move elements to another list; duplicates need a resolution (else 409 PRODUCT_ALREADY_ADDED)",
  request: {
    params: z.object({ from: z.coerce.number().int().positive(), to: z.coerce.number().int().positive() }),
    ...body(MoveElementsRequest),
  },
  responses: { 200: elementsResponse, ...WRITE_ERRORS },
});
const addToListsRoute = createRoute({
  method: "post",
  path: "/products/list-elements",
  tags: TAG,
  summary: "Add several products to several lists; duplicates and lists in another currency are skipped",
  request: body(AddToListsRequest),
  responses: {
    200: {
      description: "Added and skipped per list",
      content: { "application/json": { schema: AddToListsResponse } },
    },
    ...errorResponses(401, 403, 428, 460, 464),
  },
});

/** Supplement 7 (list elements, POST /products/list-elements). */
export function mountListElementRoutes(api: Api, elements: ListElementsService): void {
  const id = (c: { req: { valid(target: "param"): { id: number } } }) => c.req.valid("param").id;
  // Issue 7 (list open): the answer is sent as the JSON bytes `ListOpener` keeps, not serialised per request.
  api.openapi(getRoute, async (c) => {
    const body = await elements.open(userIdOf(c), id(c));
    // The bytes are a ListElementsResponse (built by the same code as the write answers); the typed `c.json`
    // would serialise again, so the route's typed answer is asserted here.
    return c.body(body, 200, { "Content-Type": "application/json" }) as unknown as TypedResponse<
      ListElementsResponse,
      200,
      "json"
    >;
  });
  api.openapi(addRoute, async (c) =>
    c.json(await elements.add(userIdOf(c), id(c), c.req.valid("json")), 200),
  );
  api.openapi(removeRoute, async (c) =>
    c.json(await elements.remove(userIdOf(c), id(c), c.req.valid("json")), 200),
  );
  api.openapi(quantityRoute, async (c) => {
    const { elementId, value, version } = c.req.valid("json");
    return c.json(await elements.change(userIdOf(c), id(c), elementId, version, { quantity: value }), 200);
  });
  api.openapi(crpRoute, async (c) => {
    const { elementId, value, version } = c.req.valid("json");
    return c.json(await elements.change(userIdOf(c), id(c), elementId, version, { crp: value }), 200);
  });
  api.openapi(bothRoute, async (c) => {
    const { elementId, crp, quantity, version } = c.req.valid("json");
    return c.json(await elements.change(userIdOf(c), id(c), elementId, version, { crp, quantity }), 200);
  });
  api.openapi(sortingRoute, async (c) =>
    c.json(await elements.sorting(userIdOf(c), id(c), c.req.valid("json")), 200),
  );
  api.openapi(customSortRoute, async (c) =>
    c.json(await elements.customSort(userIdOf(c), id(c), c.req.valid("json")), 200),
  );
  api.openapi(moveRoute, async (c) => {
    const { from, to } = c.req.valid("param");
    return c.json(await elements.transfers.move(userIdOf(c), from, to, c.req.valid("json")), 200);
  });
  api.openapi(addToListsRoute, async (c) => {
    const { listIds, elements: items } = c.req.valid("json");
    return c.json(await elements.transfers.addToLists(userIdOf(c), listIds, items), 200);
  });
}
