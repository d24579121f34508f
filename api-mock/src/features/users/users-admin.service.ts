import {
  changedCountries,
  changesOwnAdminRole,
  type HeldRole,
  isFirstPriceAccess,
  rolesAfterAdminGrant,
  rolesAfterReset,
  topRole,
} from "@catalogue/core/access";
import type { ChangeRolesRequest, UserAccountUpdate } from "@catalogue/core/api";
import { DEFAULT_CURRENCY } from "@catalogue/core/constants";
import { Role } from "@catalogue/core/model";
import type { ChangeNotifications } from "../../db/change-notifications";
import type { Db } from "../../db/database";
import { businessRule, resourceNotFound, staleVersion } from "../../http/domain-error";
import type { NotificationsService } from "../notifications/notifications.service";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { roleChangesRepository } from "../role-changes/role-changes.repository";
import { type Actor, actorFor, assertManagesCountries, visibleTarget } from "./user-access";
import { type AccountChanges, type StoredUser, usersRepository } from "./users.repository";

/** Called after a user's stored account or roles changed and the change was committed. */
export type UserChangedListener = (userId: number) => void;

/**
 * Core spec 4.9 / 6 / supplement 7 (Users): account administration. Every write is one transaction; every role
 * change writes a role-change record and a USER_ROLES_CHANGED notification in it; every committed change of a
 * user ends in `userChanged`, the one place caches of users hook into.
 */
export class UsersAdminService {
  private readonly listeners: UserChangedListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly referenceData: ReferenceDataService,
    private readonly notifications: NotificationsService,
    private readonly now: () => Date,
    private readonly changes: Pick<ChangeNotifications, "transaction">,
  ) {}

  /** Registers a listener of committed user changes (e.g. a session or user cache to invalidate). */
  onUserChanged(listener: UserChangedListener): void {
    this.listeners.push(listener);
  }

  /** Supplement 7 (`PUT /users/{id}`): account details; EXTERNAL switches to an SCP profile (needs a country). */
  async updateAccount(actorId: number, id: number, body: UserAccountUpdate): Promise<void> {
    const actor = await actorFor(this.db, actorId, "admin");
    await this.write(actor, id, async (tx, user, roles) => {
      assertCurrent(user, body.version);
      const changes: AccountChanges = accountFields(body);
      if (
        body.companyId != null &&
        !(await this.referenceData.get()).companies.some((c) => c.id === body.companyId)
      )
        throw resourceNotFound("Company");
      const country = body.countryId == null ? undefined : await this.country(body.countryId);
      if (country) Object.assign(changes, { countryId: country.id });
      const toPartner = body.userType === "EXTERNAL" && user.userType !== "PARTNER";
      const toStaff = body.userType === "INTERNAL" && user.userType === "PARTNER";
      if (toPartner) {
        if (!country) throw businessRule("MISSING_COUNTRY", "Missing country");
        if (changesOwnAdminRole(actor.id, id, user.admin, false)) throw ownAdminRole();
        Object.assign(changes, { userType: "PARTNER", scpStatus: "ACCEPTED" });
        await this.applyRoles(tx, actor, user, roles, [
          { role: "SALES_CHANNEL_PARTNER", countryId: country.id },
        ]);
      } else if (toStaff) {
        Object.assign(changes, { userType: "INTERNAL", scpStatus: null });
        const countryId = country?.id ?? user.countryId;
        await this.applyRoles(tx, actor, user, roles, [{ role: "BASIC_USER", countryId }]);
      }
      if (!(await usersRepository.update(tx, id, changes))) throw staleVersion("The user");
    });
  }

  /** Core spec 6: enable or disable an account; disabling ends its sessions in the same transaction. */
  async changeEnable(actorId: number, id: number, enabled: boolean, version?: number): Promise<void> {
    const actor = await actorFor(this.db, actorId, "admin");
    await this.write(
      actor,
      id,
      async (tx) => {
        await usersRepository.update(tx, id, { enabled });
        if (!enabled) await usersRepository.revokeSessions(tx, id, this.now());
      },
      version,
    );
  }

  /** Core spec 6 / 8: remove a user; an admin cannot be removed until demoted (USER_ADMIN_CANNOT_BE_DELETED). */
  async remove(actorId: number, id: number, version?: number): Promise<void> {
    const actor = await actorFor(this.db, actorId, "admin");
    await this.write(
      actor,
      id,
      async (tx, user) => {
        if (user.admin) throw businessRule("USER_ADMIN_CANNOT_BE_DELETED", "Administrator cannot be deleted");
        await usersRepository.remove(tx, id);
      },
      version,
    );
  }

  /**
   * Core spec 6 / 4.9: set the user's role per country. Key users change only countries where they are Key
   * user; giving roles to an admin removes the admin role (never one's own).
   */
  async changeRoles(actorId: number, id: number, body: ChangeRolesRequest): Promise<void> {
    const actor = await actorFor(this.db, actorId, "users");
    await this.write(actor, id, async (tx, user, roles) => {
      assertCurrent(user, body.version);
      for (const entry of body.roles) await this.country(entry.countryId);
      if (user.userType === "PARTNER") throw resourceNotFound("Internal user");
      if (changesOwnAdminRole(actor.id, id, user.admin, false)) throw ownAdminRole();
      const after: HeldRole[] = body.roles.map((entry) => ({ role: entry.role, countryId: entry.countryId }));
      const changed = changedCountries(roles, after);
      assertManagesCountries(actor, changed.countryIds, changed.global);
      await this.applyRoles(tx, actor, user, roles, after);
    });
  }

  /** Core spec 4.9: grant admin; the country-linked roles go. */
  async upgradeToAdmin(actorId: number, id: number, version?: number): Promise<void> {
    const actor = await actorFor(this.db, actorId, "admin");
    await this.write(actor, id, async (tx, user, roles) => {
      assertCurrent(user, version);
      if (user.userType === "PARTNER") throw resourceNotFound("Internal user");
      if (changesOwnAdminRole(actor.id, id, user.admin, true)) throw ownAdminRole();
      await this.applyRoles(tx, actor, user, roles, rolesAfterAdminGrant());
    });
  }

  /** Core spec 4.9 (`DELETE /users/demote-all/{id}`): a global reset, Basic in every country, admin removed. */
  async demoteAll(actorId: number, id: number, version?: number): Promise<void> {
    const actor = await actorFor(this.db, actorId, "admin");
    await this.write(actor, id, async (tx, user, roles) => {
      assertCurrent(user, version);
      if (user.userType === "PARTNER") throw resourceNotFound("Internal user");
      if (changesOwnAdminRole(actor.id, id, user.admin, false)) throw ownAdminRole();
      await this.applyRoles(tx, actor, user, roles, rolesAfterReset());
    });
  }

  /** Supplement 7 (`PATCH /users/countries/{id}`): the countries a partner holds the partner role in. */
  async setPartnerCountries(actorId: number, id: number, countryIds: readonly number[]): Promise<void> {
    const actor = await actorFor(this.db, actorId, "admin");
    await this.write(actor, id, async (tx, user, roles) => {
      if (user.userType !== "PARTNER") throw resourceNotFound("Sales channel partner");
      for (const countryId of countryIds) await this.openCountry(countryId);
      const after = [...new Set(countryIds)].map(
        (countryId): HeldRole => ({ role: Role.enum.SALES_CHANNEL_PARTNER, countryId }),
      );
      await this.applyRoles(tx, actor, user, roles, after);
      if (user.countryId === null || !countryIds.includes(user.countryId)) {
        await usersRepository.update(tx, id, { countryId: countryIds[0] ?? null });
      }
    });
  }

  /** Supplement 7 (`PATCH /user/{id}/origin-scp-country`): the country of a partner's company. */
  async setOriginScpCountry(actorId: number, id: number, countryId: number): Promise<void> {
    const actor = await actorFor(this.db, actorId, "admin");
    await this.write(actor, id, async (tx, user) => {
      if (user.userType !== "PARTNER") throw resourceNotFound("Sales channel partner");
      await usersRepository.update(tx, id, { originScpCountryId: (await this.country(countryId)).id });
    });
  }

  /**
   * Core spec 4.9 / 4.5: writes the new roles with the user's top role and admin flag, makes the default currency theirs,
   * and records the change with its notification. Nothing is recorded when the roles stay the same.
   */
  async applyRoles(
    tx: Db,
    actor: Actor,
    user: StoredUser,
    before: HeldRole[],
    after: HeldRole[],
  ): Promise<void> {
    const key = (roles: readonly HeldRole[]) =>
      roles
        .map((held) => `${held.role}@${held.countryId}`)
        .sort()
        .join();
    if (key(before) === key(after)) return;
    const role = topRole(after);
    const data = await this.referenceData.get();
    const defaultCurrency = data.currencies.find((currency) => currency.title === DEFAULT_CURRENCY);
    await usersRepository.replaceRoles(tx, user.id, after);
    await usersRepository.update(tx, user.id, {
      role,
      admin: role === "ADMIN",
      currencyId: defaultCurrency?.id ?? null,
    });
    const countryName = (id: number | null) =>
      id === null ? "*" : (data.countries.find((country) => country.id === id)?.name ?? String(id));
    const userRoleChangeId = await roleChangesRepository.insert(
      tx,
      {
        userId: user.id,
        changedBy: actor.id,
        firstPriceAccess: isFirstPriceAccess(user.role, role),
        elements: after.map((held) => ({ role: held.role, countryName: countryName(held.countryId) })),
      },
      this.now(),
    );
    await this.notifications.notify(tx, [{ userId: user.id, type: "USER_ROLES_CHANGED", userRoleChangeId }]);
  }

  /** One transaction on a user the actor may see; `userChanged` runs once it has committed. */
  async write(
    actor: Actor,
    id: number,
    change: (tx: Db, user: StoredUser, roles: HeldRole[]) => Promise<void>,
    version?: number,
  ): Promise<void> {
    // PGlite is one connection: reference data must be in memory before the transaction holds it.
    await this.referenceData.get();
    // Cached user rows and sessions (here and in other processes) are refreshed through the change.
    await this.changes.transaction(async (tx, changed) => {
      const { user, roles } = await visibleTarget(tx as unknown as Db, actor, id);
      assertCurrent(user, version);
      await change(tx as unknown as Db, user, roles);
      await changed({ kind: "user", userId: id });
    });
    this.userChanged(id);
  }

  /** The one hook after every committed user change (cache invalidation is wired here). */
  private userChanged(userId: number): void {
    for (const listener of this.listeners) listener(userId);
  }

  private async country(id: number) {
    const country = await this.referenceData.country(id);
    if (!country) throw resourceNotFound("Country");
    return country;
  }

  /** Core spec 8: a partner may only hold countries open to partners (SCP_USER_ASSIGNED_TO_COUNTRY else). */
  async openCountry(id: number) {
    const country = await this.country(id);
    if (!country.availableForScp) {
      throw businessRule(
        "SCP_USER_ASSIGNED_TO_COUNTRY",
        "This country is not open to sales channel partners",
      );
    }
    return country;
  }
}

function ownAdminRole() {
  return businessRule("CANNOT_CHANGE_OWN_ADMIN_ROLE", "A user cannot change their own admin role");
}

function accountFields(body: UserAccountUpdate): AccountChanges {
  const changes: AccountChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.surname !== undefined) changes.surname = body.surname;
  if (body.organizationRole !== undefined) changes.organizationRole = body.organizationRole;
  if (body.companyId !== undefined) changes.companyId = body.companyId;
  if (body.salesOrganization !== undefined) changes.salesOrganisation = body.salesOrganization;
  return changes;
}

/** Core spec 8 (428): a change sent with the version the admin saw is refused once another admin has changed the user. */
function assertCurrent(user: StoredUser, version: number | undefined): void {
  if (version !== undefined && version !== user.version) throw staleVersion("The user");
}
