import {
  UserAutocompleteQuery,
  UserHint,
  UserIdParam,
  UserListQuery,
  UserPage,
  UserProfileResponse,
} from "@catalogue/core/api";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import { csvStream } from "./users-csv";
import type { UserTab } from "./users-list.repository";
import type { UsersQueryService } from "./users-query.service";

const TAG = ["Users"];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const listRoute = (tab: UserTab) =>
  createRoute({
    method: "get",
    path: `/users/${tab}`,
    tags: TAG,
    summary: `A page of ${tab === "internals" ? "staff" : "sales channel partners"}: search, sort, filter by country, role and status (Key users: their countries)`,
    request: { query: UserListQuery },
    responses: { 200: json(UserPage, "A page of users"), ...errorResponses(401, 403, 460) },
  });
const csvRoute = (tab: UserTab) =>
  createRoute({
    method: "get",
    path: `/users/${tab}/download-csv`,
    tags: TAG,
    summary: `Every ${tab === "internals" ? "staff member" : "partner"} the filters select, as a streamed CSV (UTF-8 with BOM)`,
    request: { query: UserListQuery.omit({ page: true, size: true }) },
    responses: {
      200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
      ...errorResponses(401, 403, 460),
    },
  });
const autocompleteRoute = (partners: boolean) =>
  createRoute({
    method: "get",
    path: partners ? "/users/scp-autocomplete" : "/users/autocomplete",
    tags: TAG,
    summary: `Share dialogs: ${partners ? "accepted partners" : "staff"} matching 3 or more characters of name or e-mail`,
    request: { query: UserAutocompleteQuery },
    responses: { 200: json(z.array(UserHint), "The matching users"), ...errorResponses(401, 403, 460) },
  });
const detailsRoute = createRoute({
  method: "get",
  path: "/users/{id}",
  tags: TAG,
  summary: "One user's account, roles and settings (the edit user pages)",
  request: { params: UserIdParam },
  responses: { 200: json(UserProfileResponse, "The user"), ...errorResponses(401, 403, 460, 464) },
});

/** Supplement 7 (Users): the users tables, their CSV downloads, one user and the share dialogs' lookup. */
export function mountUserQueryRoutes(api: Api, users: UsersQueryService): void {
  for (const tab of ["internals", "externals"] as const) {
    api.openapi(listRoute(tab), async (c) =>
      c.json(await users.page(userIdOf(c), tab, c.req.valid("query")), 200),
    );
    api.openapi(csvRoute(tab), async (c) => {
      const query = { ...c.req.valid("query"), page: 0, size: 1 };
      const entries = await users.csvEntries(userIdOf(c), tab, query);
      return c.body(csvStream(entries), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="users-${tab}.csv"`,
        "Cache-Control": "no-store",
      });
    });
  }
  for (const partners of [false, true]) {
    api.openapi(autocompleteRoute(partners), async (c) => {
      const { search, size } = c.req.valid("query");
      return c.json(await users.autocomplete(userIdOf(c), partners, search, size), 200);
    });
  }
  api.openapi(detailsRoute, async (c) =>
    c.json(await users.details(userIdOf(c), c.req.valid("param").id), 200),
  );
}
