import { CopyListRequest, ListElementsResponse, ListIdParam, ProductLists } from "@catalogue/core/api";
import { ProductList } from "@catalogue/core/model";
import { CountryShareForm, IndividualShareForm } from "@catalogue/core/rules";
import { createRoute, type z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { SharedType, SharingService } from "./sharing.service";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const BASES: Record<SharedType, { path: string; tag: string; what: string }> = {
  privateShare: { path: "/private-sharing", tag: "Private sharing", what: "privately shared" },
  countryShare: { path: "/country-sharing", tag: "Country sharing", what: "country" },
};

function routes(type: SharedType) {
  const { path, tag, what } = BASES[type];
  const base = { tags: [tag], request: { params: ListIdParam } };
  return {
    list: createRoute({
      method: "get",
      path: `${path}/list`,
      tags: [tag],
      summary: `The ${what} lists the caller sees (partners see no country lists)`,
      responses: { 200: json(ProductLists, "The lists"), ...errorResponses(401, 403) },
    }),
    details: createRoute({
      ...base,
      method: "get",
      path: `${path}/{id}/details`,
      summary: `One ${what} list`,
      responses: { 200: json(ProductList, "The list"), ...errorResponses(401, 403, 460, 464) },
    }),
    elements: createRoute({
      ...base,
      method: "get",
      path: `${path}/{id}/list-elements`,
      summary: `The elements of a ${what} list`,
      responses: { 200: json(ListElementsResponse, "The elements"), ...errorResponses(401, 403, 460, 464) },
    }),
    remove: createRoute({
      ...base,
      method: "delete",
      path: `${path}/{id}`,
      summary: `Remove a ${what} list (recipients of a private share remove it for themselves only)`,
      responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 460, 464) },
    }),
    copy: createRoute({
      method: "post",
      path: `${path}/{id}/copy`,
      tags: [tag],
      summary: "Save as mine: a personal copy with a title (prices dropped across currencies)",
      request: { params: ListIdParam, ...body(CopyListRequest) },
      responses: { 200: json(ProductList, "The copy"), ...errorResponses(401, 403, 409, 460, 464) },
    }),
  };
}

function shareRoute<T extends z.ZodType>(path: string, tag: string, summary: string, schema: T) {
  return createRoute({
    method: "post",
    path,
    tags: [tag],
    summary,
    request: { params: ListIdParam, ...body(schema) },
    responses: { 200: json(ProductList, "The shared list"), ...errorResponses(401, 403, 460, 464) },
  });
}

/** Supplement 7 ("Country sharing", "Private sharing"). */
export function mountSharingRoutes(api: Api, sharing: SharingService): void {
  for (const type of ["privateShare", "countryShare"] as const) {
    const r = routes(type);
    api.openapi(r.list, async (c) => c.json(await sharing.sharedLists(userIdOf(c), type), 200));
    api.openapi(r.details, async (c) =>
      c.json(await sharing.details(userIdOf(c), c.req.valid("param").id, type), 200),
    );
    api.openapi(r.elements, async (c) =>
      c.json(await sharing.elements(userIdOf(c), c.req.valid("param").id, type), 200),
    );
    api.openapi(r.remove, async (c) => {
      await sharing.remove(userIdOf(c), c.req.valid("param").id, type);
      return c.body(null, 204);
    });
    api.openapi(r.copy, async (c) =>
      c.json(await sharing.copy(userIdOf(c), c.req.valid("param").id, type, c.req.valid("json").title), 200),
    );
  }
  const share = shareRoute(
    "/private-sharing/{id}/share",
    "Private sharing",
    "Share one of the caller's lists with colleagues (note and users)",
    IndividualShareForm,
  );
  const scpShare = shareRoute(
    "/private-sharing/{id}/scp-share",
    "Private sharing",
    "Share one of the caller's lists with accepted SCP users",
    IndividualShareForm,
  );
  const countryShare = shareRoute(
    "/country-sharing/{id}/share",
    "Country sharing",
    "Key users and admins share a list to countries and subregions (else 403 INSUFFICIENT_PERMISSIONS)",
    CountryShareForm,
  );
  api.openapi(share, async (c) =>
    c.json(
      await sharing.sharePrivately(userIdOf(c), c.req.valid("param").id, c.req.valid("json"), false),
      200,
    ),
  );
  api.openapi(scpShare, async (c) =>
    c.json(
      await sharing.sharePrivately(userIdOf(c), c.req.valid("param").id, c.req.valid("json"), true),
      200,
    ),
  );
  api.openapi(countryShare, async (c) =>
    c.json(await sharing.shareByCountry(userIdOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  for (const verb of ["pin", "unpin"] as const) {
    const route = createRoute({
      method: "put",
      path: `/country-sharing/{id}/${verb}`,
      tags: ["Country sharing"],
      summary: `${verb === "pin" ? "Pin" : "Unpin"} a country list for the caller`,
      request: { params: ListIdParam },
      responses: { 200: json(ProductList, "The list"), ...errorResponses(401, 403, 460, 464) },
    });
    api.openapi(route, async (c) =>
      c.json(await sharing.pin(userIdOf(c), c.req.valid("param").id, verb === "pin"), 200),
    );
  }
}
