import { mountDevControls } from "./dev/dev-controls.routes";
import { faultInjection } from "./dev/fault-injection";
import { responseContractCheck } from "./dev/response-contract-check";
import { mountApiTokenRoutes } from "./features/api-tokens/api-tokens.routes";
import { mountAuthRoutes } from "./features/auth/auth.routes";
import { mountIdentityPage } from "./features/auth/identity-page.routes";
import { mountOidcSignIn } from "./features/auth/oidc-sign-in.routes";
import { requireSession } from "./features/auth/require-session";
import { mountAvailabilityAdminRoutes } from "./features/availability/availability-admin.routes";
import { mountImageRoutes } from "./features/images/images.routes";
import { mountNotificationRoutes } from "./features/notifications/notifications.routes";
import { mountOfflineSyncRoutes } from "./features/offline-sync/offline-sync.routes";
import { mountDraftRoutes } from "./features/product-lists/drafts.routes";
import { mountListElementRoutes } from "./features/product-lists/list-elements.routes";
import { mountListExportRoutes } from "./features/product-lists/list-exports.routes";
import { mountListRepriceRoutes } from "./features/product-lists/list-reprice.routes";
import { mountProductListRoutes } from "./features/product-lists/product-lists.routes";
import { mountSharingRoutes } from "./features/product-lists/sharing.routes";
import { mountAvailabilityRoutes } from "./features/products/availability.routes";
import { mountCartAndSortingRoutes } from "./features/products/cart.routes";
import { CartService } from "./features/products/cart.service";
import { mountDataReportRoutes } from "./features/products/data-report.routes";
import { mountFavoriteRoutes } from "./features/products/favorites.routes";
import { mountProductDetailRoutes } from "./features/products/product-details.routes";
import { mountProductRoutes } from "./features/products/products.routes";
import { mountProfileRoutes } from "./features/profile/profile.routes";
import { mountPushRoutes } from "./features/push/push.routes";
import { mountReferenceDataRoutes } from "./features/reference-data/reference-data.routes";
import { mountScpCountryRoutes } from "./features/reference-data/scp-countries.routes";
import { mountRoleChangeRoutes } from "./features/role-changes/role-changes.routes";
import { mountListStatisticsRoutes } from "./features/statistics/list-statistics.routes";
import { mountStatisticsRoutes } from "./features/statistics/statistics.routes";
import { mountSystemAdminRoutes } from "./features/system-admin/system-admin.routes";
import { mountTableImportRoutes } from "./features/table-imports/table-imports.routes";
import { mountUserQueryRoutes } from "./features/users/users.routes";
import { mountUserAdminRoutes } from "./features/users/users-admin.routes";
import type { Api } from "./http/create-api";
import type { AppServices } from "./services";

export type { AppServices } from "./services";

/** Architecture 3: development checks and faults, the session check, then every database-backed feature's routes. */
export function mountServices(api: Api, services: AppServices): void {
  if (services.settings.checkResponses) api.use("*", responseContractCheck(api));
  const { settings } = services;
  // Demo mode only: acting as any user and injecting faults must never be reachable on a real deployment.
  if (settings.mode === "demo") {
    api.use("*", faultInjection(services.faults));
    mountDevControls(api, services, services.faults);
  }
  // The public URL is our own origin too: behind a TLS proxy the request itself says http and an inner host.
  api.use("*", requireSession(services.auth, [settings.publicUrl, ...settings.allowedOrigins]));
  if (settings.mode === "demo") {
    mountIdentityPage(api, services.auth, services.loginLimiter, settings.publicDemo ?? false);
  }
  if (services.oidcSignIn)
    mountOidcSignIn(api, services.oidcSignIn, services.auth, services.loginLimiter, settings);
  const oidc = services.oidcSignIn;
  mountAuthRoutes(api, services.auth, services.loginLimiter, settings.sessionSecret, (fallback) =>
    oidc ? oidc.logoutUrl(fallback) : Promise.resolve(fallback),
  );
  mountApiTokenRoutes(api, services.apiTokens);
  mountProfileRoutes(api, services.profile, services.profileRepository, services.referenceData, services.now);
  mountReferenceDataRoutes(api, services.referenceData, settings.publicUrl);
  mountScpCountryRoutes(api, services.referenceData);
  mountImageRoutes(api);
  mountProductRoutes(api, services.products);
  mountProductDetailRoutes(api, services.products, settings.publicUrl);
  mountFavoriteRoutes(api, services.products);
  const cart = new CartService(
    services.database.db,
    services.products,
    services.profileRepository,
    services.referenceData,
    services.mailerFor,
  );
  mountCartAndSortingRoutes(api, services.database.db, services.products, cart, services.now);
  mountPushRoutes(api, services.database.db, services.profileRepository, services.now);
  mountDataReportRoutes(api, services.products, services.dataReports);
  mountAvailabilityRoutes(api, services.products);
  mountNotificationRoutes(api, services.notifications);
  mountAvailabilityAdminRoutes(api, services.availabilityAdmin);
  mountTableImportRoutes(api, services.tableImports);
  mountUserQueryRoutes(api, services.usersQuery);
  mountUserAdminRoutes(api, services.usersAdmin, services.scpApproval, services.usersQuery);
  mountRoleChangeRoutes(api, services.database.db);
  mountStatisticsRoutes(api, services.database.db);
  mountListStatisticsRoutes(api, services.database.db);
  mountSystemAdminRoutes(api, services.database.db, services.requestHistory);
  mountListExportRoutes(api, services.listExports);
  mountProductListRoutes(api, services.productLists);
  mountListRepriceRoutes(api, services.listReprice);
  mountListElementRoutes(api, services.listElements);
  mountOfflineSyncRoutes(api, services.offlineSync);
  mountSharingRoutes(api, services.sharing);
  mountDraftRoutes(api, services.drafts, services.listElements);
}
