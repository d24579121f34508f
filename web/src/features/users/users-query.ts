import type { UserListQuery, UserStatusFilter } from "@catalogue/core/api";
import { UserListQuery as UserListQuerySchema } from "@catalogue/core/api";

/** Core spec 2.1 (`/users?type=internal|external`): the two tabs of the users page. */
export type UsersTab = "internal" | "external";

/** Rows per page of the users tables. */
export const USERS_PAGE_SIZE = 20;

/** Supplement 7: the statuses each tab filters by (partners have their approval statuses as well). */
export const STATUS_FILTERS: Record<UsersTab, readonly UserStatusFilter[]> = {
  internal: ["ENABLED", "DISABLED"],
  external: ["ENABLED", "DISABLED", "PENDING", "ACCEPTED", "REJECTED", "ONBOARDING_REQUIRED"],
};

/** Everything the address says about the users table: the tab and the list query (its search not yet debounced). */
export type UsersAddress = { tab: UsersTab; query: UserListQuery };

/**
 * The users page keeps its tab, search, filters, sort and page in the address, so a reload or a shared link shows
 * the same table. Whatever core's query schema refuses falls back to its default.
 */
export function readUsersAddress(params: URLSearchParams): UsersAddress {
  const tab: UsersTab = params.get("type") === "external" ? "external" : "internal";
  const raw: Record<string, string> = {};
  for (const key of ["page", "search", "sort", "direction", "countryId", "role", "status"]) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  if (raw.page) raw.page = String(Math.max(0, Number(raw.page) - 1));
  const parsed = UserListQuerySchema.safeParse({ ...raw, size: USERS_PAGE_SIZE });
  const query = parsed.success ? parsed.data : UserListQuerySchema.parse({ size: USERS_PAGE_SIZE });
  if (query.status && !STATUS_FILTERS[tab].includes(query.status)) delete query.status;
  return { tab, query };
}

/** The address of a table state (the page counted from 1 for people, defaults left out). */
export function writeUsersAddress({ tab, query }: UsersAddress): URLSearchParams {
  const params = new URLSearchParams({ type: tab });
  if (query.search) params.set("search", query.search);
  if (query.countryId !== undefined) params.set("countryId", String(query.countryId));
  if (query.role) params.set("role", query.role);
  if (query.status) params.set("status", query.status);
  if (query.sort !== "NAME" || query.direction !== "asc") {
    params.set("sort", query.sort);
    params.set("direction", query.direction);
  }
  if (query.page > 0) params.set("page", String(query.page + 1));
  return params;
}
