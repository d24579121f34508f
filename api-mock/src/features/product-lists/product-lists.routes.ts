import {
  CopyListRequest,
  CreateListRequest,
  DeleteListsRequest,
  DeleteListsResponse,
  ListIdParam,
  ListOfListsQuery,
  ProductLists,
  UpdateListRequest,
} from "@catalogue/core/api";
import { ProductList } from "@catalogue/core/model";
import { createRoute, type z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { ProductListsService } from "./product-lists.service";

const TAG = ["Product lists"];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const listResponse = json(ProductList, "The list as the caller sees it");

const listsRoute = createRoute({
  method: "get",
  path: "/product-lists/list",
  tags: TAG,
  summary: "The caller's personal lists (the default list is created on first use), sorted",
  request: { query: ListOfListsQuery },
  responses: { 200: json(ProductLists, "The lists"), ...errorResponses(401, 403, 409, 460) },
});
const createListRoute = createRoute({
  method: "post",
  path: "/product-lists/list",
  tags: TAG,
  summary: "Create a personal list (title unique per user: 460 INVALID_UNIQUE_VALUE)",
  request: body(CreateListRequest),
  responses: { 200: listResponse, ...errorResponses(401, 403, 409, 460) },
});
const deleteListsRoute = createRoute({
  method: "delete",
  path: "/product-lists/list",
  tags: TAG,
  summary:
    "Remove several of the caller's lists; the default list is kept (409 when it is the only one asked)",
  request: body(DeleteListsRequest),
  responses: {
    200: json(DeleteListsResponse, "Removed and kept ids"),
    ...errorResponses(401, 403, 409, 460, 464),
  },
});
const updateListRoute = createRoute({
  method: "put",
  path: "/product-lists/list/{id}",
  tags: TAG,
  summary: "Rename a list or change its description (stale version: 428)",
  request: { params: ListIdParam, ...body(UpdateListRequest) },
  responses: { 200: listResponse, ...errorResponses(401, 403, 428, 460, 464) },
});
const getListRoute = createRoute({
  method: "get",
  path: "/product-lists/{id}",
  tags: TAG,
  summary: "One list the caller may read, of any type",
  request: { params: ListIdParam },
  responses: { 200: listResponse, ...errorResponses(401, 403, 460, 464) },
});
const copyRoute = createRoute({
  method: "post",
  path: "/product-lists/list/{id}/copy",
  tags: TAG,
  summary: "Copy a list into a new personal list named '<title> (copy)'",
  request: { params: ListIdParam },
  responses: { 200: listResponse, ...errorResponses(401, 403, 409, 460, 464) },
});
const copyWithTitleRoute = createRoute({
  method: "post",
  path: "/product-lists/list/{id}/copy-with-title",
  tags: TAG,
  summary: "Copy a list into a new personal list with the given title (prices dropped across currencies)",
  request: { params: ListIdParam, ...body(CopyListRequest) },
  responses: { 200: listResponse, ...errorResponses(401, 403, 409, 460, 464) },
});
const pinRoute = (verb: "pin" | "unpin") =>
  createRoute({
    method: "put",
    path: `/product-lists/list/{id}/${verb}`,
    tags: TAG,
    summary: `${verb === "pin" ? "Pin" : "Unpin"} a personal or country list for the caller`,
    request: { params: ListIdParam },
    responses: { 200: listResponse, ...errorResponses(401, 403, 460, 464) },
  });
const pinnedRoute = createRoute({
  method: "get",
  path: "/pinned-lists/list",
  tags: ["Pinned lists"],
  summary: "The lists the caller pinned (personal and country lists), most recently changed first",
  responses: { 200: json(ProductLists, "The pinned lists"), ...errorResponses(401, 403) },
});

/** Supplement 7 (product lists, pinned lists): the caller's personal lists and pins. */
export function mountProductListRoutes(api: Api, lists: ProductListsService): void {
  api.openapi(listsRoute, async (c) =>
    c.json(await lists.lists(userIdOf(c), c.req.valid("query").sort), 200),
  );
  api.openapi(createListRoute, async (c) =>
    c.json(await lists.create(userIdOf(c), c.req.valid("json")), 200),
  );
  api.openapi(deleteListsRoute, async (c) =>
    c.json(await lists.remove(userIdOf(c), c.req.valid("json").ids), 200),
  );
  api.openapi(updateListRoute, async (c) =>
    c.json(await lists.update(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  api.openapi(getListRoute, async (c) => c.json(await lists.get(userIdOf(c), c.req.valid("param").id), 200));
  api.openapi(copyRoute, async (c) => c.json(await lists.copy(userIdOf(c), c.req.valid("param").id), 200));
  api.openapi(copyWithTitleRoute, async (c) =>
    c.json(await lists.copy(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  api.openapi(pinRoute("pin"), async (c) =>
    c.json(await lists.pin(userIdOf(c), c.req.valid("param").id, true), 200),
  );
  api.openapi(pinRoute("unpin"), async (c) =>
    c.json(await lists.pin(userIdOf(c), c.req.valid("param").id, false), 200),
  );
  api.openapi(pinnedRoute, async (c) => c.json(await lists.pinned(userIdOf(c)), 200));
}
