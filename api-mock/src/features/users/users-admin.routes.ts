import {
  ChangeEnableRequest,
  ChangeRolesRequest,
  OriginScpCountryUpdate,
  ScpAvailableUpdate,
  ScpConfirmRequest,
  UserAccountUpdate,
  UserCountriesUpdate,
  UserIdParam,
  UserProfileResponse,
} from "@catalogue/core/api";
import { ScpCountry } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { ScpApprovalService } from "./scp-approval.service";
import type { UsersAdminService } from "./users-admin.service";
import type { UsersQueryService } from "./users-query.service";

const TAG = ["Users administration"];
const user = {
  description: "The user after the change",
  content: { "application/json": { schema: UserProfileResponse } },
};
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});
type Method = "put" | "patch" | "delete";

function command<const P extends string, R extends object>(
  method: Method,
  path: P,
  summary: string,
  request: R,
  ...errors: number[]
) {
  return createRoute({
    method,
    path,
    tags: TAG,
    summary,
    request: { params: UserIdParam, ...request },
    responses: { 200: user, ...errorResponses(401, 403, 460, 464, ...errors) },
  });
}

const updateRoute = command(
  "put",
  "/users/{id}",
  "Edit account details; userType EXTERNAL needs countryId (Missing country)",
  body(UserAccountUpdate),
  409,
  428,
);
const enableRoute = command(
  "put",
  "/users/{id}/change-enable",
  "Enable or disable an account (disabling ends its sessions)",
  body(ChangeEnableRequest),
);
const rolesRoute = command(
  "put",
  "/users/{id}/change-roles",
  "Set the role per country (Key users: in their countries); currency becomes EUR",
  body(ChangeRolesRequest),
  409,
);
const upgradeRoute = command(
  "put",
  "/users/upgrade-to-admin/{id}",
  "Grant admin: country roles are removed",
  {},
  409,
);
const demoteRoute = command(
  "delete",
  "/users/demote-all/{id}",
  "Global reset: Basic in every country, admin removed",
  {},
  409,
);
const countriesRoute = command(
  "patch",
  "/users/countries/{id}",
  "The countries a partner holds the partner role in",
  body(UserCountriesUpdate),
  409,
);
const originRoute = command(
  "patch",
  "/user/{id}/origin-scp-country",
  "The country of a partner's company",
  body(OriginScpCountryUpdate),
);
const confirmRoute = command(
  "patch",
  "/users/scp/{id}/confirm",
  "Approve (company, function, countries) or reject a partner's request",
  body(ScpConfirmRequest),
  409,
);
const deleteRoute = createRoute({
  method: "delete",
  path: "/users/{id}",
  tags: TAG,
  summary: "Remove a user (an admin must be demoted first: USER_ADMIN_CANNOT_BE_DELETED)",
  request: { params: UserIdParam },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 409, 460, 464) },
});
const scpCountries = z.array(ScpCountry);
const scpAvailableRoute = createRoute({
  method: "patch",
  path: "/countries/scp-available",
  tags: TAG,
  summary:
    "Choose the countries partners may pick (SCP_USER_ASSIGNED_TO_COUNTRY when a closed one has partners)",
  request: body(ScpAvailableUpdate),
  responses: {
    200: {
      description: "Every country and whether partners may pick it",
      content: { "application/json": { schema: scpCountries } },
    },
    ...errorResponses(401, 403, 409, 460, 464),
  },
});
const scpAvailableListRoute = createRoute({
  method: "get",
  path: "/countries/scp-available",
  tags: TAG,
  summary: "Every country and whether partners may pick it (the system page's country management)",
  responses: {
    200: { description: "The countries", content: { "application/json": { schema: scpCountries } } },
    ...errorResponses(401, 403),
  },
});

/** Core spec 4.4 / 4.9 / 6, supplement 7 (Users, User): account and role administration, partner approval. */
export function mountUserAdminRoutes(
  api: Api,
  admin: UsersAdminService,
  scp: ScpApprovalService,
  query: UsersQueryService,
): void {
  const answer = async (actorId: number, id: number) => query.details(actorId, id);
  api.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    await admin.updateAccount(userIdOf(c), id, c.req.valid("json"));
    return c.json(await answer(userIdOf(c), id), 200);
  });
  api.openapi(enableRoute, async (c) => {
    const { id } = c.req.valid("param");
    await admin.changeEnable(userIdOf(c), id, c.req.valid("json").enabled);
    return c.json(await answer(userIdOf(c), id), 200);
  });
  api.openapi(rolesRoute, async (c) => {
    const { id } = c.req.valid("param");
    await admin.changeRoles(userIdOf(c), id, c.req.valid("json"));
    return c.json(await answer(userIdOf(c), id), 200);
  });
  api.openapi(upgradeRoute, async (c) => {
    const { id } = c.req.valid("param");
    await admin.upgradeToAdmin(userIdOf(c), id);
    return c.json(await answer(userIdOf(c), id), 200);
  });
  api.openapi(demoteRoute, async (c) => {
    const { id } = c.req.valid("param");
    await admin.demoteAll(userIdOf(c), id);
    return c.json(await answer(userIdOf(c), id), 200);
  });
  api.openapi(countriesRoute, async (c) => {
    const { id } = c.req.valid("param");
    await admin.setPartnerCountries(userIdOf(c), id, c.req.valid("json").countryIds);
    return c.json(await answer(userIdOf(c), id), 200);
  });
  api.openapi(originRoute, async (c) => {
    const { id } = c.req.valid("param");
    await admin.setOriginScpCountry(userIdOf(c), id, c.req.valid("json").countryId);
    return c.json(await answer(userIdOf(c), id), 200);
  });
  api.openapi(confirmRoute, async (c) => {
    const { id } = c.req.valid("param");
    await scp.confirm(userIdOf(c), id, c.req.valid("json"));
    return c.json(await answer(userIdOf(c), id), 200);
  });
  api.openapi(deleteRoute, async (c) => {
    await admin.remove(userIdOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  api.openapi(scpAvailableRoute, async (c) =>
    c.json(await scp.setAvailable(userIdOf(c), c.req.valid("json").countryIds), 200),
  );
  api.openapi(scpAvailableListRoute, async (c) => {
    await scp.assertAdmin(userIdOf(c));
    return c.json(await scp.countries(), 200);
  });
}
