import { mountAuthRoutes } from "./features/auth/auth.routes";
import { mountIdentityPage } from "./features/auth/identity-page.routes";
import { requireSession } from "./features/auth/require-session";
import { mountProfileRoutes } from "./features/profile/profile.routes";
import { mountReferenceDataRoutes } from "./features/reference-data/reference-data.routes";
import type { Api } from "./http/create-api";
import type { AppServices } from "./services";

export type { AppServices } from "./services";

/** Architecture 3: the session check first, then every database-backed feature's routes. */
export function mountServices(api: Api, services: AppServices): void {
  api.use("*", requireSession(services.auth, services.settings.allowedOrigins));
  mountIdentityPage(api, services.auth, services.loginLimiter);
  mountAuthRoutes(api, services.auth, services.loginLimiter, services.settings.sessionSecret);
  mountProfileRoutes(api, services.profile, services.profileRepository, services.referenceData, services.now);
  mountReferenceDataRoutes(api, services.referenceData);
}
