import { profileCalls } from "@catalogue/core/api/catalogue";
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { Api } from "../../http/create-api";
import { unauthorized } from "../../http/domain-error";
import { mountCall } from "../../http/mount-call";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { MOBILE_FIREBASE_CONSENT, type ProfileRepository } from "./profile.repository";
import type { ProfileService } from "./profile.service";

/** The signed-in user's id (the session middleware has already refused requests without one). */
export function userIdOf(c: Context<AppEnv>): number {
  const user = c.get("sessionUser");
  if (!user) throw unauthorized();
  return user.userId;
}

/** Core spec 3 / 4.3 / supplement 7: the user's own profile, settings, onboarding and consents. */
export function mountProfileRoutes(
  api: Api,
  profile: ProfileService,
  repository: ProfileRepository,
  referenceData: ReferenceDataService,
  now: () => Date,
): void {
  mountCall(api, profileCalls.get, (c) => profile.get(userIdOf(c)));
  mountCall(api, profileCalls.update, (c, { body }) => profile.update(userIdOf(c), body));
  mountCall(api, profileCalls.setCountryAndCurrency, (c, { body }) =>
    profile.setCountryAndCurrency(userIdOf(c), body),
  );
  mountCall(api, profileCalls.updateScpProfile, (c, { body }) => profile.updateScpProfile(userIdOf(c), body));
  mountCall(api, profileCalls.setLanguage, (c, { body }) =>
    profile.setLanguage(userIdOf(c), body.languageShortcut),
  );
  mountCall(api, profileCalls.languages, async () => (await referenceData.get()).languages);
  mountCall(api, profileCalls.organizationRoles, async () => (await referenceData.get()).organizationRoles);
  mountCall(api, profileCalls.subregionPermissions, (c) => profile.subregionPermissions(userIdOf(c)));
  mountCall(api, profileCalls.acceptConsent, async (c, { body }) => {
    const userId = userIdOf(c);
    await repository.saveConsent(userId, MOBILE_FIREBASE_CONSENT, { accepted: body.accepted }, now());
    return repository.findConsent(userId, MOBILE_FIREBASE_CONSENT);
  });
  mountCall(api, profileCalls.consentSeen, async (c, { body }) => {
    const userId = userIdOf(c);
    await repository.saveConsent(userId, MOBILE_FIREBASE_CONSENT, { seen: body.seen }, now());
    return repository.findConsent(userId, MOBILE_FIREBASE_CONSENT);
  });
}
