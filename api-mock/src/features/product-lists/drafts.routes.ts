import {
  AddElementsRequest,
  ChangeCrpAndQuantityRequest,
  DraftVersionRequest,
  EditDraftRequest,
  ListElementsResponse,
  ListIdParam,
  ProductLists,
  PublishDraftRequest,
  RemoveElementsRequest,
  SortingRequest,
  StartDraftRequest,
} from "@catalogue/core/api";
import { ProductList } from "@catalogue/core/model";
import { createRoute, type z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { DraftsService } from "./drafts.service";
import type { ListElementsService } from "./list-elements.service";

const TAG = ["Share drafts"];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const draftResponse = json(ProductList, "The draft");
const elementsResponse = json(ListElementsResponse, "The draft's elements with its new version");

function route<T extends z.ZodType>(
  method: "post" | "put" | "delete",
  path: string,
  summary: string,
  schema: T,
  ok: ReturnType<typeof json>,
  errors: number[],
) {
  return createRoute({
    method,
    path,
    tags: TAG,
    summary,
    request: { params: ListIdParam, ...body(schema) },
    responses: { 200: ok, ...errorResponses(401, 403, 460, 464, ...errors) },
  });
}

function readRoute(path: string, summary: string, ok: ReturnType<typeof json>) {
  return createRoute({
    method: "get",
    path,
    tags: TAG,
    summary,
    request: { params: ListIdParam },
    responses: { 200: ok, ...errorResponses(401, 403, 460, 464) },
  });
}

const listRoute = createRoute({
  method: "get",
  path: "/share-draft/list",
  tags: TAG,
  summary: "The caller's drafts",
  responses: { 200: json(ProductLists, "The drafts"), ...errorResponses(401, 403) },
});
const startRoute = createRoute({
  method: "post",
  path: "/share-draft/start-draft",
  tags: TAG,
  summary:
    "Start the one draft of a country list, or a draft copy of another country's list (DRAFT_TAKEN, INSUFFICIENT_PERMISSIONS, currency and country rules)",
  request: body(StartDraftRequest),
  responses: { 200: draftResponse, ...errorResponses(401, 403, 409, 460, 464) },
});
const detailsRoute = readRoute("/share-draft/{id}/details", "One of the caller's drafts", draftResponse);
const editRoute = route(
  "put",
  "/share-draft/{id}/edit",
  "Edit texts and targets (targets only shrink)",
  EditDraftRequest,
  draftResponse,
  [409, 428],
);
const touchRoute = route(
  "put",
  "/share-draft/{id}/update-edit-date",
  "Record an edit of the draft",
  DraftVersionRequest,
  draftResponse,
  [409, 428],
);
const publishRoute = route(
  "post",
  "/share-draft/{id}/publish-draft",
  "Publish over the country list, or a draft copy as a new country list (409 DRAFT_UPDATE_CONFLICT when the list changed meanwhile, until a resolution is sent)",
  PublishDraftRequest,
  json(ProductList, "The published country list"),
  [409, 428],
);
const deleteRoute = createRoute({
  method: "delete",
  path: "/share-draft/{id}",
  tags: TAG,
  summary: "Discard a draft",
  request: { params: ListIdParam },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 460, 464) },
});
const getElements = readRoute("/share-draft/{id}/draft-elements", "The draft's elements", elementsResponse);
const addElements = route(
  "post",
  "/share-draft/{id}/draft-elements",
  "Add products to the draft",
  AddElementsRequest,
  elementsResponse,
  [409, 428],
);
const removeElements = route(
  "delete",
  "/share-draft/{id}/draft-elements",
  "Remove elements",
  RemoveElementsRequest,
  elementsResponse,
  [409, 428],
);
const changeElement = route(
  "put",
  "/share-draft/{id}/draft-elements",
  "Change one element's CRP and quantity",
  ChangeCrpAndQuantityRequest,
  elementsResponse,
  [409, 428],
);
const sorting = route(
  "put",
  "/share-draft/{id}/sorting",
  "Set the draft's sorting",
  SortingRequest,
  elementsResponse,
  [409, 428],
);

/** Supplement 7 ("Share drafts"); the draft downloads are mounted with the other exports. */
export function mountDraftRoutes(api: Api, drafts: DraftsService, elements: ListElementsService): void {
  api.openapi(listRoute, async (c) => c.json(await drafts.drafts(userIdOf(c)), 200));
  api.openapi(startRoute, async (c) =>
    c.json(await drafts.start(userIdOf(c), c.req.valid("json").listId), 200),
  );
  api.openapi(detailsRoute, async (c) =>
    c.json(await drafts.details(userIdOf(c), c.req.valid("param").id), 200),
  );
  api.openapi(editRoute, async (c) =>
    c.json(await drafts.edit(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  api.openapi(touchRoute, async (c) =>
    c.json(await drafts.touch(userIdOf(c), c.req.valid("param").id, c.req.valid("json").version), 200),
  );
  api.openapi(publishRoute, async (c) =>
    c.json(await drafts.publish(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  api.openapi(deleteRoute, async (c) => {
    await drafts.remove(userIdOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  api.openapi(getElements, async (c) => {
    await drafts.details(userIdOf(c), c.req.valid("param").id);
    return c.json(await elements.elements(userIdOf(c), c.req.valid("param").id), 200);
  });
  api.openapi(addElements, async (c) => {
    await drafts.assertWritable(userIdOf(c), c.req.valid("param").id);
    return c.json(await elements.add(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200);
  });
  api.openapi(removeElements, async (c) => {
    await drafts.assertWritable(userIdOf(c), c.req.valid("param").id);
    return c.json(await elements.remove(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200);
  });
  api.openapi(changeElement, async (c) => {
    await drafts.assertWritable(userIdOf(c), c.req.valid("param").id);
    const { elementId, crp, quantity, version } = c.req.valid("json");
    return c.json(
      await elements.change(userIdOf(c), c.req.valid("param").id, elementId, version, { crp, quantity }),
      200,
    );
  });
  api.openapi(sorting, async (c) => {
    await drafts.assertWritable(userIdOf(c), c.req.valid("param").id);
    return c.json(await elements.sorting(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200);
  });
}
