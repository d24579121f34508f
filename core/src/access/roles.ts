import type { Id } from "../model/common";
import { Role } from "../model/enums";
import type { UserProfile } from "../model/user";

/**
 * Core spec 3 / 6: the part of a user's profile that access decisions read. The model's UserProfile is one;
 * only role and countryId are needed everywhere, the rest by the rules that read them.
 */
export type AccessProfile = Pick<UserProfile, "role" | "countryId"> &
  Partial<Pick<UserProfile, "roles" | "scpStatus" | "currencyId" | "organizationRole" | "showPrices">>;

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
 * Core spec 6 / 4.1: the order of the roles a person holds, highest first: the regular set downwards, then the
 * partner role. It decides a user's top role and the users table's role sort; ROOT, SYSTEM and FIREBASE have no
 * place in it.
 */
export const ROLE_RANK: readonly Role[] = [...[...REGULAR_ROLES].reverse(), Role.enum.SALES_CHANNEL_PARTNER];

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

/**
 * Core spec 6 / supplement 6: who shares lists, with colleagues, with partners or by country: internal staff only.
 * Partners receive lists through SCP sharing and share none (docs/admin/permissions.md, "Partners and sharing").
 * Sharing by country needs more: `isKeyUserOrAdmin`.
 */
export function canShareLists(profile: Pick<AccessProfile, "role">): boolean {
  return !isPartner(profile);
}

/** Core spec 6: the user holds the highest role. */
export function isHighestRole(profile: Pick<AccessProfile, "role">): boolean {
  return profile.role === HIGHEST_ROLE;
}

/** Core spec 6: the countries in which the user holds the Key user role, read from the per-country roles list. */
export function keyUserCountries(profile: Pick<AccessProfile, "roles">): Id[] {
  const ids = (profile.roles ?? []).filter((r) => r.role === Role.enum.KEY_USER).map((r) => r.countryId);
  return [...new Set(ids)];
}
