import type { Id } from "../model/common";
import { Role } from "../model/enums";
import type { RoleAssignment } from "../model/user";
import {
  type AccessProfile,
  HIGHEST_ROLE,
  isBasic,
  isKeyUserOrAdmin,
  isPartner,
  keyUserCountries,
  ROLE_RANK,
} from "./roles";

/**
 * Core spec 4.9 / 6 / supplement 6: who may do what on the users pages, and what the admin role and a global
 * reset do to a user's roles. Our reading is written out in docs/admin/permissions.md.
 */

/** A role held in one country, or in every country when `countryId` is null (the admin role, a global reset). */
export interface HeldRole {
  role: Role;
  countryId: Id | null;
}

/** The caller of an administration call: their top role and their roles per country. */
export type Administrator = Pick<AccessProfile, "role"> & { roles: readonly HeldRole[] };

/** Core spec 2.1 / 6: the users pages (lists, details, pending partners) open to Key users and admins. */
export function canManageUsers(actor: Pick<AccessProfile, "role">): boolean {
  return !isPartner(actor) && isKeyUserOrAdmin(actor);
}

/**
 * Core spec 6 "Admin may": grant or remove admin, enable or disable, delete, reset globally, edit account details
 * and manage SCP access and countries. Only the admin (the highest role) does these.
 */
export function canAdministerAccounts(actor: Pick<AccessProfile, "role">): boolean {
  return actor.role === HIGHEST_ROLE;
}

/**
 * Core spec 6: Key users promote roles and review partners, in the countries where they hold the Key user role;
 * an admin does so everywhere.
 */
export function mayManageCountry(actor: Administrator, countryId: Id): boolean {
  if (canAdministerAccounts(actor)) return true;
  if (actor.role !== Role.enum.KEY_USER) return false;
  return keyUserCountries({ roles: actor.roles.filter(hasCountry) }).includes(countryId);
}

/** The countries in which `before` and `after` give a different role (a global role touches every country). */
export function changedCountries(
  before: readonly HeldRole[],
  after: readonly HeldRole[],
): { countryIds: Id[]; global: boolean } {
  const global = [...before, ...after].some((held) => held.countryId === null);
  const roleIn = (roles: readonly HeldRole[], id: Id) => roles.find((held) => held.countryId === id)?.role;
  const ids = new Set([...before, ...after].filter(hasCountry).map((held) => held.countryId));
  return { countryIds: [...ids].filter((id) => roleIn(before, id) !== roleIn(after, id)), global };
}

/** Core spec 5 "Users and roles": a user cannot change their own admin role. */
export function changesOwnAdminRole(
  actorId: Id,
  targetId: Id,
  targetIsAdmin: boolean,
  makesAdmin: boolean,
): boolean {
  return actorId === targetId && targetIsAdmin !== makesAdmin;
}

/** Core spec 4.9: enabling admin removes the country-linked roles; the user is admin everywhere. */
export function rolesAfterAdminGrant(): HeldRole[] {
  return [{ role: HIGHEST_ROLE, countryId: null }];
}

/** Core spec 4.9: disabling admin, or a global reset, makes the user Basic in every country. */
export function rolesAfterReset(): HeldRole[] {
  return [{ role: Role.enum.BASIC_USER, countryId: null }];
}

/**
 * Core spec 4.9: whether a user is Basic in every country already, the state a global reset leaves, so that a reset
 * would change nothing. A profile lists a global role once per country, so "every country" means all
 * `countryCount` of them.
 */
export function isBasicEverywhere(
  user: { readonly role: Role; readonly admin: boolean; readonly roles: readonly Pick<HeldRole, "role">[] },
  countryCount: number,
): boolean {
  return (
    user.role === Role.enum.BASIC_USER &&
    !user.admin &&
    user.roles.length === countryCount &&
    user.roles.every((held) => held.role === Role.enum.BASIC_USER)
  );
}

/** Core spec 3: the user's `role`, the highest of the roles held per country (Basic when none is held). */
export function topRole(roles: readonly Pick<HeldRole, "role">[]): Role {
  return ROLE_RANK.find((ranked) => roles.some((held) => held.role === ranked)) ?? Role.enum.BASIC_USER;
}

/**
 * Core spec 4.5 / 3 (RoleChangeInfo.firstPriceAccess): the change opens prices to a user who could not see
 * them before (Basic users and partners never see prices).
 */
export function isFirstPriceAccess(before: Role, after: Role): boolean {
  const pricesClosed = (role: Role) => isBasic({ role }) || isPartner({ role });
  return pricesClosed(before) && !pricesClosed(after);
}

/** Core spec 6: roles per country as the model's RoleAssignment list (the country-less roles dropped). */
export function countryRoles(roles: readonly HeldRole[]): RoleAssignment[] {
  return roles.filter(hasCountry).map((held) => ({ role: held.role, countryId: held.countryId }));
}

function hasCountry(held: HeldRole): held is HeldRole & { countryId: Id } {
  return held.countryId !== null;
}
