/** Core spec 2 / 6: roles, role predicates, price and GGP visibility, the route table and the route guard. */
export { canUseRoute } from "./can-use-route";
export { decideRoute, type RouteDecision, type RouteRequest } from "./decide-route";
export { isPasswordResetCallback, normalizeLoginCallback, PASSWORD_RESET_ERROR_CODE } from "./login-callback";
export { matchRoute, type RouteMatch } from "./match-route";
export {
  APP_STORE_URLS,
  type DeepLinkAction,
  type MobilePlatform,
  mobileDeepLink,
  mobilePlatform,
} from "./mobile-deep-link";
export { type NotificationTarget, notificationTarget } from "./notification-target";
export { isOnboardingIncomplete, scpLanding } from "./onboarding-state";
export {
  ADMITTED_SCP_STATUS,
  isAdmittedPartner,
  type PartnerAdmission,
  partnerAdmission,
} from "./partner-admission";
export {
  canChangePriceDisplay,
  canSeePrices,
  canUsePresentationMode,
  DEFAULT_FEATURE_FLAGS,
  type FeatureFlags,
  type GgpLabelMode,
  type GgpPage,
  ggpLabelMode,
  type ListPriceColumns,
  listPriceColumns,
} from "./prices";
export {
  type AccessProfile,
  canShareLists,
  HIGHEST_ROLE,
  isBasic,
  isHighestRole,
  isKeyUserOrAdmin,
  isPartner,
  isRegularRole,
  keyUserCountries,
  REGULAR_ROLES,
  ROLE_RANK,
} from "./roles";
export {
  pathTo,
  ROUTE_NAMES,
  ROUTES,
  type RouteAccess,
  type RouteDefinition,
  type RouteName,
  routeByName,
} from "./route-table";
export { safeRedirectPath } from "./safe-redirect";
export { MENU_ENTRIES, type MenuEntry, visibleMenuEntries } from "./side-menu";
export {
  type Administrator,
  canAdministerAccounts,
  canManageUsers,
  changedCountries,
  changesOwnAdminRole,
  countryRoles,
  type HeldRole,
  isBasicEverywhere,
  isFirstPriceAccess,
  mayManageCountry,
  rolesAfterAdminGrant,
  rolesAfterReset,
  topRole,
} from "./user-administration";
