import {
  FirebaseConsentAcceptedUpdate,
  FirebaseConsentSeenUpdate,
  FirebaseConsentState,
  LanguageUpdate,
  ScpProfileUpdate,
  SubregionPermission,
  UserProfileResponse,
  UserProfileUpdate,
} from "@catalogue/core/api";
import { Language, OrganizationRoleOption } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { Api } from "../../http/create-api";
import { unauthorized } from "../../http/domain-error";
import { errorResponses } from "../../http/error-responses";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { MOBILE_FIREBASE_CONSENT, type ProfileRepository } from "./profile.repository";
import type { ProfileService } from "./profile.service";

const TAG = ["User profile"];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

const getProfile = createRoute({
  method: "get",
  path: "/user/profile",
  tags: TAG,
  summary: "The signed-in user's profile",
  responses: { 200: json(UserProfileResponse, "The profile"), ...errorResponses(401) },
});
const putProfile = createRoute({
  method: "put",
  path: "/user/profile",
  tags: TAG,
  summary: "Change settings, or complete onboarding (organizationRole, languageShortcut, countryId)",
  request: body(UserProfileUpdate),
  responses: {
    200: json(UserProfileResponse, "The profile"),
    ...errorResponses(401, 403, 409, 428, 460, 464),
  },
});
const putScpProfile = createRoute({
  method: "put",
  path: "/user/scp-profile",
  tags: TAG,
  summary: "A partner registers with a country (then waits as PENDING)",
  request: body(ScpProfileUpdate),
  responses: {
    200: json(UserProfileResponse, "The profile"),
    ...errorResponses(401, 403, 409, 428, 460, 464),
  },
});
const putLanguage = createRoute({
  method: "put",
  path: "/user/language",
  tags: TAG,
  summary: "Change the interface language",
  request: body(LanguageUpdate),
  responses: { 200: json(UserProfileResponse, "The profile"), ...errorResponses(401, 403, 428, 460) },
});
const languageList = createRoute({
  method: "get",
  path: "/user/language/list",
  tags: TAG,
  summary: "The interface languages",
  responses: { 200: json(z.array(Language), "The languages"), ...errorResponses(401) },
});
const organizationRoleList = createRoute({
  method: "get",
  path: "/user/organization-role/list",
  tags: TAG,
  summary: "The organisation functions",
  responses: { 200: json(z.array(OrganizationRoleOption), "The functions"), ...errorResponses(401) },
});
const subregionPermissions = createRoute({
  method: "get",
  path: "/user/user-subregion-permissions",
  tags: TAG,
  summary: "The subregions (and countries) the user holds Key user or Admin rights in",
  responses: { 200: json(z.array(SubregionPermission), "The subregions"), ...errorResponses(401) },
});
const consentAccepted = createRoute({
  method: "patch",
  path: "/user/has-mobile-firebase-consent-accepted",
  tags: TAG,
  summary: "Store the mobile push consent decision",
  request: body(FirebaseConsentAcceptedUpdate),
  responses: { 200: json(FirebaseConsentState, "The stored consent"), ...errorResponses(401, 403, 460) },
});
const consentSeen = createRoute({
  method: "patch",
  path: "/user/has-seen-mobile-firebase-consent",
  tags: TAG,
  summary: "Store that the mobile push consent was shown",
  request: body(FirebaseConsentSeenUpdate),
  responses: { 200: json(FirebaseConsentState, "The stored consent"), ...errorResponses(401, 403, 460) },
});

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
  api.openapi(getProfile, async (c) => c.json(await profile.get(userIdOf(c)), 200));
  api.openapi(putProfile, async (c) => c.json(await profile.update(userIdOf(c), c.req.valid("json")), 200));
  api.openapi(putScpProfile, async (c) =>
    c.json(await profile.updateScpProfile(userIdOf(c), c.req.valid("json")), 200),
  );
  api.openapi(putLanguage, async (c) =>
    c.json(await profile.setLanguage(userIdOf(c), c.req.valid("json").languageShortcut), 200),
  );
  api.openapi(languageList, async (c) => c.json((await referenceData.get()).languages, 200));
  api.openapi(organizationRoleList, async (c) => c.json((await referenceData.get()).organizationRoles, 200));
  api.openapi(subregionPermissions, async (c) =>
    c.json(await profile.subregionPermissions(userIdOf(c)), 200),
  );
  api.openapi(consentAccepted, async (c) => {
    const userId = userIdOf(c);
    await repository.saveConsent(
      userId,
      MOBILE_FIREBASE_CONSENT,
      { accepted: c.req.valid("json").accepted },
      now(),
    );
    return c.json(await repository.findConsent(userId, MOBILE_FIREBASE_CONSENT), 200);
  });
  api.openapi(consentSeen, async (c) => {
    const userId = userIdOf(c);
    await repository.saveConsent(userId, MOBILE_FIREBASE_CONSENT, { seen: c.req.valid("json").seen }, now());
    return c.json(await repository.findConsent(userId, MOBILE_FIREBASE_CONSENT), 200);
  });
}
