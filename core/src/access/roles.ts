import type { OrganizationRole, ScpStatus } from "../model/enums";
import { Role } from "../model/enums";

/** Core spec 3: one role a user holds in one country. */
export interface CountryRole {
  readonly role: Role;
  readonly countryId: string;
}

/**
 * Core spec 3 / 6: the part of a user's profile that access decisions read. Any profile type with these fields
 * (the model's UserProfile included) can be passed as it is.
 */
export interface AccessProfile {
  readonly role: Role;
  readonly roles?: readonly CountryRole[];
  readonly scpStatus?: ScpStatus | null;
  readonly countryId: string | null;
  readonly currencyId?: string | null;
  readonly organizationRole?: OrganizationRole | null;
  readonly showPrices?: boolean;
}

/** Core spec 6: the regular (internal) role set that opens the regular pages, from lowest to highest. */
export const REGULAR_ROLES = [
  Role.enum.BASIC_USER,
  Role.enum.BASIC_USER_PLUS,
  Role.enum.ADVANCED_USER,
  Role.enum.ADVANCED_USER_PLUS,
  Role.enum.KEY_USER,
  Role.enum.ADMIN,
] as const satisfies readonly Role[];

/**
 * Core spec 2.1 / 6: "the highest role". Our reading: ADMIN, the top of the regular set; ROOT and SYSTEM are
 * labels and FIREBASE a technical value, none of which a person signs in with (docs/core/access.md).
 */
export const HIGHEST_ROLE = Role.enum.ADMIN;

/** Core spec 6: the role holds a regular page (internal staff, any level). */
export function isRegularRole(role: Role): boolean {
  return (REGULAR_ROLES as readonly Role[]).includes(role);
}

/** Core spec 6: the user is an external sales channel partner (SCP). */
export function isPartner(profile: Pick<AccessProfile, "role">): boolean {
  return profile.role === Role.enum.SALES_CHANNEL_PARTNER;
}

/** Core spec 6: the user is Basic (not Basic plus): no prices, no price display switch, no presentation mode. */
export function isBasic(profile: Pick<AccessProfile, "role">): boolean {
  return profile.role === Role.enum.BASIC_USER;
}

/** Core spec 6: the user is a Key user or an Admin ("key user or admin"). */
export function isKeyUserOrAdmin(profile: Pick<AccessProfile, "role">): boolean {
  return profile.role === Role.enum.KEY_USER || profile.role === HIGHEST_ROLE;
}

/** Core spec 6: the user holds the highest role. */
export function isHighestRole(profile: Pick<AccessProfile, "role">): boolean {
  return profile.role === HIGHEST_ROLE;
}

/** Core spec 6: the countries in which the user holds the Key user role, read from the per-country roles list. */
export function keyUserCountries(profile: Pick<AccessProfile, "roles">): string[] {
  const ids = (profile.roles ?? []).filter((r) => r.role === Role.enum.KEY_USER).map((r) => r.countryId);
  return [...new Set(ids)];
}
