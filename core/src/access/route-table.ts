/**
 * Core spec 2.1 / supplement 2: who may open a route. `regular` is the regular role set plus accepted partners;
 * `internal` is everyone except the partner role; the `scp*` values are the partner's registration pages.
 */
export type RouteAccess =
  | "open"
  | "token"
  | "regular"
  | "internal"
  | "scpRegistration"
  | "scp"
  | "scpRejected"
  | "users"
  | "highest";

/** Core spec 2.1: one route of the application. */
export interface RouteDefinition {
  readonly name: RouteName;
  /** Path patterns, `:param` for a segment; the first is the canonical one. */
  readonly paths: readonly string[];
  readonly access: RouteAccess;
  /** The i18n key of the page title reported per route (core spec 2.2). */
  readonly titleKey: string;
}

/** Core spec 2.1: every route name, those of the table and those the product navigates to. */
export const ROUTE_NAMES = [
  "finder",
  "searchResults",
  "onboarding",
  "scpRegistration",
  "scpRegistrationWaitingRoom",
  "scpRegistrationRejected",
  "scpOnboarding",
  "token",
  "productLists",
  "productListsEdit",
  "productListsTabs",
  "productListDetails",
  "privateProductListDetails",
  "countryProductListDetails",
  "draftProductListDetails",
  "productDetailsByTitle",
  "productDetailsById",
  "settings",
  "users",
  "editUser",
  "editScpUser",
  "system",
  "manageAvailability",
  "errors",
  "loginError",
] as const;

/** Core spec 2.1: one route name. */
export type RouteName = (typeof ROUTE_NAMES)[number];

const route = (name: RouteName, access: RouteAccess, ...paths: string[]): RouteDefinition => ({
  name,
  paths,
  access,
  titleKey: `routes.${name}`,
});

/** Core spec 2.1: the route table as data (name, paths, access, title key). */
export const ROUTES: readonly RouteDefinition[] = [
  route("finder", "regular", "/"),
  route("searchResults", "regular", "/search"),
  route("onboarding", "internal", "/onboarding"),
  route("scpRegistration", "scpRegistration", "/scp-registration"),
  route("scpRegistrationWaitingRoom", "scp", "/scp-registration/waiting-room"),
  route("scpRegistrationRejected", "scpRejected", "/scp-registration/rejected"),
  route("scpOnboarding", "scp", "/scp-onboarding"),
  route("token", "token", "/code=:code"),
  route("productLists", "regular", "/product-lists"),
  route("productListsEdit", "regular", "/product-lists/edit"),
  route("productListsTabs", "regular", "/product-lists/:tabName"),
  route("productListDetails", "regular", "/product-list/:productListId"),
  route("privateProductListDetails", "regular", "/product-list/private/:productListId"),
  route("countryProductListDetails", "regular", "/product-list/country/:productListId"),
  route("draftProductListDetails", "regular", "/product-list/draft/:productListId"),
  route("productDetailsByTitle", "regular", "/p/:productTitle"),
  route("productDetailsById", "regular", "/p/variant/:productId"),
  route("settings", "regular", "/settings"),
  route("users", "users", "/users"),
  route("editUser", "users", "/users/edit-user/:userId"),
  route("editScpUser", "users", "/users/edit-scp-user/:userId"),
  route("system", "highest", "/system", "/system/:tabName"),
  route("manageAvailability", "highest", "/availability/:productTitle"),
  route("errors", "open", "/errors"),
  route("loginError", "open", "/loginError"),
];

/** Core spec 2.1: the definition of a route by name. */
export function routeByName(name: RouteName): RouteDefinition {
  const found = ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(`Route ${name} is missing from the route table`);
  return found;
}

/** Core spec 2.1: the canonical path of a route with its `:params` filled in (values are URI-encoded). */
export function pathTo(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  const pattern = routeByName(name).paths[0] ?? "/";
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ""));
}
