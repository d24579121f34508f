import * as z from "zod";
import { Language, OrganizationRoleOption } from "../../../model/reference-data";
import {
  CountryAndCurrencyUpdate,
  FirebaseConsentAcceptedUpdate,
  FirebaseConsentSeenUpdate,
  FirebaseConsentState,
  LanguageUpdate,
  ScpProfileUpdate,
  SubregionPermission,
  UserProfileResponse,
  UserProfileUpdate,
} from "../../user";
import { defineCall, json } from "../define-call";

const TAGS = ["User profile"];

/**
 * Core spec 3 / 4.3 / 4.4 / supplement 7 (user): the signed-in user's own profile, settings, onboarding,
 * partner registration and consents. Open to every signed-in user, also to those still onboarding or waiting
 * for approval, because these calls are how they get past that.
 */
export const profileCalls = {
  get: defineCall({
    id: "profile.get",
    method: "GET",
    path: "/user/profile",
    tags: TAGS,
    summary: "The signed-in user's profile",
    answer: json(UserProfileResponse),
    errors: [401],
    access: "session",
  }),
  setCountryAndCurrency: defineCall({
    id: "profile.setCountryAndCurrency",
    method: "PUT",
    path: "/user/country-and-currency",
    tags: TAGS,
    summary:
      "Change country and currency (a country the user's roles reach, else 460; the profile edit does not carry them)",
    body: CountryAndCurrencyUpdate,
    answer: json(UserProfileResponse),
    errors: [401, 428, 460, 464],
    resultKeys: ["OPTIMISTIC_LOCK", "RESOURCE_NOT_FOUND"],
    access: "session",
  }),
  update: defineCall({
    id: "profile.update",
    method: "PUT",
    path: "/user/profile",
    tags: TAGS,
    summary:
      "Change settings, or complete onboarding (organizationRole, languageShortcut, countryId); country, currency and username are refused (460)",
    body: UserProfileUpdate,
    answer: json(UserProfileResponse),
    errors: [401, 403, 409, 428, 460, 464],
    // SHOW_PRICES_NOT_ALLOWED: a Basic user (or partner) switching prices on; 464: an unknown onboarding country.
    resultKeys: ["SHOW_PRICES_NOT_ALLOWED", "OPTIMISTIC_LOCK", "RESOURCE_NOT_FOUND"],
    access: "session",
  }),
  updateScpProfile: defineCall({
    id: "profile.updateScpProfile",
    method: "PUT",
    path: "/user/scp-profile",
    tags: TAGS,
    summary: "A partner registers with a country (then waits as PENDING)",
    body: ScpProfileUpdate,
    answer: json(UserProfileResponse),
    errors: [401, 403, 409, 428, 460, 464],
    // FORBIDDEN: the caller is no partner; the 409s: no country, or one not open to partners.
    resultKeys: [
      "FORBIDDEN",
      "MISSING_COUNTRY",
      "SCP_USER_ASSIGNED_TO_COUNTRY",
      "OPTIMISTIC_LOCK",
      "RESOURCE_NOT_FOUND",
    ],
    access: "session",
  }),
  setLanguage: defineCall({
    id: "profile.setLanguage",
    method: "PUT",
    path: "/user/language",
    tags: TAGS,
    summary: "Change the interface language",
    body: LanguageUpdate,
    answer: json(UserProfileResponse),
    errors: [401, 403, 428, 460],
    resultKeys: ["OPTIMISTIC_LOCK"],
    access: "session",
  }),
  languages: defineCall({
    id: "profile.languages",
    method: "GET",
    path: "/user/language/list",
    tags: TAGS,
    summary: "The interface languages",
    answer: json(z.array(Language)),
    errors: [401],
    access: "session",
  }),
  organizationRoles: defineCall({
    id: "profile.organizationRoles",
    method: "GET",
    path: "/user/organization-role/list",
    tags: TAGS,
    summary: "The organisation functions",
    answer: json(z.array(OrganizationRoleOption)),
    errors: [401],
    access: "session",
  }),
  // Any signed-in user may ask; those without Key user or Admin rights get an empty list.
  subregionPermissions: defineCall({
    id: "profile.subregionPermissions",
    method: "GET",
    path: "/user/user-subregion-permissions",
    tags: TAGS,
    summary: "The subregions (and countries) the user holds Key user or Admin rights in",
    answer: json(z.array(SubregionPermission)),
    errors: [401],
    access: "session",
  }),
  // The two consent calls set a state, so sending one again changes nothing.
  acceptConsent: defineCall({
    id: "profile.acceptConsent",
    method: "PATCH",
    path: "/user/has-mobile-firebase-consent-accepted",
    tags: TAGS,
    summary: "Store the mobile push consent decision",
    body: FirebaseConsentAcceptedUpdate,
    answer: json(FirebaseConsentState),
    errors: [401, 403, 460],
    access: "session",
    idempotent: true,
  }),
  consentSeen: defineCall({
    id: "profile.consentSeen",
    method: "PATCH",
    path: "/user/has-seen-mobile-firebase-consent",
    tags: TAGS,
    summary: "Store that the mobile push consent was shown",
    body: FirebaseConsentSeenUpdate,
    answer: json(FirebaseConsentState),
    errors: [401, 403, 460],
    access: "session",
    idempotent: true,
  }),
} as const;
