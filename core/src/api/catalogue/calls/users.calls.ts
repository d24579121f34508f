import * as z from "zod";
import { ScpCountry } from "../../../model/reference-data";
import { UserProfileResponse } from "../../user";
import {
  ChangeEnableRequest,
  ChangeRolesRequest,
  OriginScpCountryUpdate,
  ScpAvailableUpdate,
  ScpConfirmRequest,
  UserAccountUpdate,
  UserAutocompleteQuery,
  UserCountriesUpdate,
  UserHint,
  UserIdParam,
  UserListQuery,
  UserPage,
  UserVersionQuery,
} from "../../users";
import { defineCall, empty, file, json } from "../define-call";

const USERS = ["Users"];
const ADMIN = ["Users administration"];
const CSV_QUERY = UserListQuery.omit({ page: true, size: true });
const CSV = "text/csv";

const listOf = (tab: "internals" | "externals") =>
  defineCall({
    id: `users.${tab}`,
    method: "GET",
    path: `/users/${tab}`,
    tags: USERS,
    summary: `A page of ${tab === "internals" ? "staff" : "sales channel partners"}: search, sort, filter by country, role and status (Key users: their countries)`,
    query: UserListQuery,
    answer: json(UserPage),
    errors: [401, 403, 460],
    access: "keyUser",
  });

const csvOf = (tab: "internals" | "externals") =>
  defineCall({
    id: `users.${tab}Csv`,
    method: "GET",
    path: `/users/${tab}/download-csv`,
    tags: USERS,
    summary: `Every ${tab === "internals" ? "staff member" : "partner"} the filters select, as a streamed CSV (UTF-8 with BOM)`,
    query: CSV_QUERY,
    answer: file(CSV),
    errors: [401, 403, 460],
    access: "keyUser",
  });

const autocompleteOf = (partners: boolean) =>
  defineCall({
    id: partners ? "users.scpAutocomplete" : "users.autocomplete",
    method: "GET",
    path: partners ? "/users/scp-autocomplete" : "/users/autocomplete",
    tags: USERS,
    summary: `Share dialogs: ${partners ? "accepted partners" : "staff"} matching 3 or more characters of name or e-mail`,
    query: UserAutocompleteQuery,
    answer: json(z.array(UserHint)),
    errors: [401, 403, 460],
    access: "regular",
  });

/** Supplement 7 (Users): the users tables, their CSV downloads, one user and the share dialogs' lookup. */
export const userCalls = {
  internals: listOf("internals"),
  externals: listOf("externals"),
  internalsCsv: csvOf("internals"),
  externalsCsv: csvOf("externals"),
  autocomplete: autocompleteOf(false),
  scpAutocomplete: autocompleteOf(true),
  details: defineCall({
    id: "users.details",
    method: "GET",
    path: "/users/{id}",
    tags: USERS,
    summary: "One user's account, roles and settings (the edit user pages)",
    params: UserIdParam,
    answer: json(UserProfileResponse),
    errors: [401, 403, 460, 464],
    access: "keyUser",
  }),
} as const;

const ADMIN_ERRORS = [401, 403, 460, 464] as const;

/** Core spec 4.4 / 4.9 / 6, supplement 7 (Users, User): account and role administration, partner approval. */
export const userAdminCalls = {
  update: defineCall({
    id: "usersAdmin.update",
    method: "PUT",
    path: "/users/{id}",
    tags: ADMIN,
    summary: "Edit account details; userType EXTERNAL needs countryId (Missing country)",
    params: UserIdParam,
    body: UserAccountUpdate,
    answer: json(UserProfileResponse),
    errors: [...ADMIN_ERRORS, 409, 428],
    resultKeys: ["MISSING_COUNTRY", "OPTIMISTIC_LOCK"],
    access: "admin",
  }),
  changeEnable: defineCall({
    id: "usersAdmin.changeEnable",
    method: "PUT",
    path: "/users/{id}/change-enable",
    tags: ADMIN,
    summary: "Enable or disable an account (disabling ends its sessions)",
    params: UserIdParam,
    body: ChangeEnableRequest,
    answer: json(UserProfileResponse),
    errors: [...ADMIN_ERRORS, 428],
    resultKeys: ["OPTIMISTIC_LOCK"],
    access: "admin",
  }),
  changeRoles: defineCall({
    id: "usersAdmin.changeRoles",
    method: "PUT",
    path: "/users/{id}/change-roles",
    tags: ADMIN,
    summary: "Set the role per country (Key users: in their countries); currency becomes EUR",
    params: UserIdParam,
    body: ChangeRolesRequest,
    answer: json(UserProfileResponse),
    errors: [...ADMIN_ERRORS, 409, 428],
    resultKeys: ["INSUFFICIENT_PERMISSIONS", "OPTIMISTIC_LOCK"],
    access: "keyUser",
  }),
  upgradeToAdmin: defineCall({
    id: "usersAdmin.upgradeToAdmin",
    method: "PUT",
    path: "/users/upgrade-to-admin/{id}",
    tags: ADMIN,
    summary: "Grant admin: country roles are removed",
    params: UserIdParam,
    query: UserVersionQuery,
    answer: json(UserProfileResponse),
    errors: [...ADMIN_ERRORS, 409, 428],
    resultKeys: ["CANNOT_CHANGE_OWN_ADMIN_ROLE", "OPTIMISTIC_LOCK"],
    access: "admin",
  }),
  demoteAll: defineCall({
    id: "usersAdmin.demoteAll",
    method: "DELETE",
    path: "/users/demote-all/{id}",
    tags: ADMIN,
    summary: "Global reset: Basic in every country, admin removed",
    params: UserIdParam,
    query: UserVersionQuery,
    answer: json(UserProfileResponse),
    errors: [...ADMIN_ERRORS, 409, 428],
    resultKeys: ["CANNOT_CHANGE_OWN_ADMIN_ROLE", "OPTIMISTIC_LOCK"],
    access: "admin",
  }),
  setCountries: defineCall({
    id: "usersAdmin.setCountries",
    method: "PATCH",
    path: "/users/countries/{id}",
    tags: ADMIN,
    summary: "The countries a partner holds the partner role in",
    params: UserIdParam,
    body: UserCountriesUpdate,
    answer: json(UserProfileResponse),
    errors: [...ADMIN_ERRORS, 409],
    resultKeys: ["SCP_USER_ASSIGNED_TO_COUNTRY"],
    access: "admin",
    idempotent: true,
  }),
  setOriginScpCountry: defineCall({
    id: "usersAdmin.setOriginScpCountry",
    method: "PATCH",
    path: "/user/{id}/origin-scp-country",
    tags: ADMIN,
    summary: "The country of a partner's company",
    params: UserIdParam,
    body: OriginScpCountryUpdate,
    answer: json(UserProfileResponse),
    errors: [...ADMIN_ERRORS],
    access: "admin",
    idempotent: true,
  }),
  confirmScp: defineCall({
    id: "usersAdmin.confirmScp",
    method: "PATCH",
    path: "/users/scp/{id}/confirm",
    tags: ADMIN,
    summary: "Approve (company, function, countries) or reject a partner's request",
    params: UserIdParam,
    body: ScpConfirmRequest,
    answer: json(UserProfileResponse),
    errors: [...ADMIN_ERRORS, 409],
    resultKeys: ["INSUFFICIENT_PERMISSIONS", "SCP_USER_ASSIGNED_TO_COUNTRY"],
    access: "keyUser",
  }),
  remove: defineCall({
    id: "usersAdmin.remove",
    method: "DELETE",
    path: "/users/{id}",
    tags: ADMIN,
    summary: "Remove a user (an admin must be demoted first: USER_ADMIN_CANNOT_BE_DELETED)",
    params: UserIdParam,
    query: UserVersionQuery,
    answer: empty,
    errors: [401, 403, 409, 428, 460, 464],
    resultKeys: ["USER_ADMIN_CANNOT_BE_DELETED", "OPTIMISTIC_LOCK"],
    access: "admin",
  }),
  setScpAvailable: defineCall({
    id: "usersAdmin.setScpAvailable",
    method: "PATCH",
    path: "/countries/scp-available",
    tags: ADMIN,
    summary:
      "Choose the countries partners may pick (SCP_USER_ASSIGNED_TO_COUNTRY when a closed one has partners)",
    body: ScpAvailableUpdate,
    answer: json(z.array(ScpCountry)),
    errors: [401, 403, 409, 460, 464],
    resultKeys: ["SCP_USER_ASSIGNED_TO_COUNTRY"],
    access: "admin",
    idempotent: true,
  }),
  scpAvailable: defineCall({
    id: "usersAdmin.scpAvailable",
    method: "GET",
    path: "/countries/scp-available",
    tags: ADMIN,
    summary: "Every country and whether partners may pick it (the system page's country management)",
    answer: json(z.array(ScpCountry)),
    errors: [401, 403],
    access: "admin",
  }),
} as const;
