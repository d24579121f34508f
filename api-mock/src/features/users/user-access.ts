import {
  type Administrator,
  canAdministerAccounts,
  canManageUsers,
  type HeldRole,
  keyUserCountries,
  mayManageCountry,
} from "@catalogue/core/access";
import type { Db } from "../../db/database";
import { forbidden, resourceNotFound } from "../../http/domain-error";
import { assertRegularAccess } from "../auth/regular-access";
import { type StoredUser, usersRepository } from "./users.repository";

/** The caller of an administration call, with their roles per country. */
export interface Actor extends Administrator {
  id: number;
  roles: HeldRole[];
}

/**
 * docs/admin/permissions.md: partners not yet accepted get their partner result keys first (the web routes by
 * them), then the role decides: the users pages for Key users and admins, account administration for admins.
 */
export async function actorFor(db: Db, userId: number, needs: "users" | "admin"): Promise<Actor> {
  const user = await usersRepository.find(db, userId);
  if (!user) throw resourceNotFound("User");
  assertRegularAccess(user);
  const actor: Actor = {
    id: user.id,
    role: user.role,
    roles: await usersRepository.roles(db, userId),
  };
  const allowed = needs === "admin" ? canAdministerAccounts(actor) : canManageUsers(actor);
  if (!allowed)
    throw forbidden(needs === "admin" ? "Only administrators may do this" : "No access to the users pages");
  return actor;
}

/** The countries a Key user's view is limited to; null for an admin (every user). */
export function scopeOf(actor: Actor): number[] | null {
  return canAdministerAccounts(actor) ? null : keyUserCountries({ roles: actor.roles.filter(inCountry) });
}

/**
 * A user the actor may see: a Key user sees only users reaching one of their countries (464 otherwise, as a
 * user outside their countries is not theirs to know about).
 */
export async function visibleTarget(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ user: StoredUser; roles: HeldRole[] }> {
  const user = await usersRepository.find(db, id);
  if (!user) throw resourceNotFound("User");
  const roles = await usersRepository.roles(db, id);
  const scope = scopeOf(actor);
  if (scope !== null) {
    const reached = [user.countryId, ...roles.map((held) => held.countryId)];
    const sees = reached.some((countryId) => countryId === null || scope.includes(countryId));
    if (!sees) throw resourceNotFound("User");
  }
  return { user, roles };
}

/** Core spec 6: a Key user acts only in countries where they hold the Key user role (403 otherwise). */
export function assertManagesCountries(actor: Actor, countryIds: readonly number[], global: boolean): void {
  const outside =
    (global && !canAdministerAccounts(actor)) || countryIds.some((id) => !mayManageCountry(actor, id));
  if (outside) {
    throw forbidden("The Key user role is needed in every country this changes", "INSUFFICIENT_PERMISSIONS");
  }
}

function inCountry(held: HeldRole): held is HeldRole & { countryId: number } {
  return held.countryId !== null;
}
