import * as z from "zod";
import { Id, Page, Timestamp } from "../model/common";
import { OrganizationRole, Role, ScpStatus } from "../model/enums";
import { RoleAssignment, UserType } from "../model/user";
import { AssignableRole } from "../rules/user-edit-form.schema";

/** Supplement 7 (Users): the sortable columns of the users tables. */
export const UserSortField = z.enum(["NAME", "EMAIL", "ROLE", "COUNTRY", "LAST_LOGIN", "CREATED_AT"]);
export type UserSortField = z.infer<typeof UserSortField>;

/** Supplement 7: the status filter; ENABLED / DISABLED for everyone, the SCP statuses for partners. */
export const UserStatusFilter = z.enum(["ENABLED", "DISABLED", ...ScpStatus.options]);
export type UserStatusFilter = z.infer<typeof UserStatusFilter>;

/** Supplement 7 (`GET /users/internals`, `/users/externals` and their CSV): paging, search, sort and filters. */
export const UserListQuery = z.object({
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  sort: UserSortField.default("NAME"),
  direction: z.enum(["asc", "desc"]).default("asc"),
  countryId: z.coerce.number().int().positive().optional(),
  role: Role.optional(),
  status: UserStatusFilter.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** Supplement 7: one row of the users tables. */
export const UserListItem = z.object({
  id: Id,
  username: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  role: Role,
  roles: z.array(RoleAssignment),
  userType: UserType,
  countryId: Id.nullable(),
  country: z.string().nullable(),
  company: z.string().nullable(),
  organizationRole: OrganizationRole.nullable(),
  scpStatus: ScpStatus.nullable(),
  enabled: z.boolean(),
  admin: z.boolean(),
  lastLogin: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type UserListItem = z.infer<typeof UserListItem>;

/** Supplement 7: a page of the users tables. */
export const UserPage = Page(UserListItem);
export type UserPage = z.infer<typeof UserPage>;

/** Supplement 7 (`GET /users/autocomplete`, `/users/scp-autocomplete`): share dialogs look users up. */
export const UserAutocompleteQuery = z.object({
  search: z.string().max(100).default(""),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export type UserAutocompleteQuery = z.infer<typeof UserAutocompleteQuery>;

/** Supplement 7: a user offered by the share dialogs' autocomplete. */
export const UserHint = z.object({ id: Id, name: z.string(), surname: z.string(), email: z.string() });
export type UserHint = z.infer<typeof UserHint>;

/** Supplement 7: a `/users/{id}`-style path. */
export const UserIdParam = z.object({ id: z.coerce.number().int().positive() });
export type UserIdParam = z.infer<typeof UserIdParam>;

/**
 * Supplement 7 (`PUT /users/{id}`): an admin edits account details. `userType: EXTERNAL` switches the user to an
 * SCP profile and needs `countryId` (core spec 5: "Missing country"). `version`, when sent, must be current (428).
 */
export const UserAccountUpdate = z.object({
  version: z.int().positive().optional(),
  name: z.string().trim().min(1).max(100).optional(),
  surname: z.string().trim().min(1).max(100).optional(),
  organizationRole: OrganizationRole.nullable().optional(),
  companyId: Id.nullable().optional(),
  salesOrganization: z.string().trim().max(50).nullable().optional(),
  countryId: Id.nullable().optional(),
  userType: UserType.optional(),
});
export type UserAccountUpdate = z.infer<typeof UserAccountUpdate>;

/**
 * Core spec 8 (428): the version of the user the admin's screen shows. Sent, it must still be current: an admin
 * changing a user another admin has just changed is refused with 428 and reloads the user. Optional, so the CLI
 * and older clients keep working.
 */
const UserVersion = z.int().positive().optional();

/** Core spec 8 (428): the user's version for the calls without a body (grant admin, reset, delete). */
export const UserVersionQuery = z.object({ version: z.coerce.number().int().positive().optional() });
export type UserVersionQuery = z.infer<typeof UserVersionQuery>;

/** Supplement 7 (`PUT /users/{id}/change-enable`). */
export const ChangeEnableRequest = z.object({ enabled: z.boolean(), version: UserVersion });
export type ChangeEnableRequest = z.infer<typeof ChangeEnableRequest>;

/**
 * Supplement 7 (`PUT /users/{id}/change-roles`): the user's role in each country (one entry per country), the
 * wire form of core's UserEditForm (a plain id, so that the OpenAPI document can describe it).
 */
export const ChangeRolesRequest = z.object({
  version: UserVersion,
  roles: z
    .array(z.object({ countryId: Id, role: AssignableRole }))
    .min(1)
    .refine((roles) => new Set(roles.map((each) => each.countryId)).size === roles.length, {
      error: "validation.invalidFormat",
      path: ["countryId"],
    }),
});
export type ChangeRolesRequest = z.infer<typeof ChangeRolesRequest>;

/** Supplement 7 (`PATCH /users/countries/{id}`): the countries the account holds its role in. */
export const UserCountriesUpdate = z.object({ countryIds: z.array(Id).min(1) });
export type UserCountriesUpdate = z.infer<typeof UserCountriesUpdate>;

/** Supplement 7 (`PATCH /user/{id}/origin-scp-country`): the country of the partner's company. */
export const OriginScpCountryUpdate = z.object({ countryId: Id });
export type OriginScpCountryUpdate = z.infer<typeof OriginScpCountryUpdate>;

/**
 * Core spec 4.4 (`PATCH /users/scp/{id}/confirm`): approve (with the ScpActivationForm fields, checked by the
 * server with their specification messages) or reject a partner's request.
 */
export const ScpConfirmRequest = z.object({
  accepted: z.boolean(),
  companyId: z.unknown().optional(),
  organizationRole: z.unknown().optional(),
  countryIds: z.array(z.unknown()).optional(),
});
export type ScpConfirmRequest = z.infer<typeof ScpConfirmRequest>;

/** Supplement 7 (`PATCH /countries/scp-available`): every country partners may choose (the others closed). */
export const ScpAvailableUpdate = z.object({ countryIds: z.array(Id) });
export type ScpAvailableUpdate = z.infer<typeof ScpAvailableUpdate>;

/** Supplement 7 (`/v3/user-role-changes/{id}`). */
export const RoleChangeIdParam = UserIdParam;
