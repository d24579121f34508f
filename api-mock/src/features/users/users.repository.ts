import type { HeldRole } from "@catalogue/core/access";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { countries, sessions, userRoles, users } from "../../db/schema/index";

/** A stored user row. */
export type StoredUser = typeof users.$inferSelect;

/** The account fields an administration call writes. */
export type AccountChanges = Partial<
  Pick<
    StoredUser,
    | "name"
    | "surname"
    | "role"
    | "userType"
    | "admin"
    | "enabled"
    | "countryId"
    | "currencyId"
    | "organizationRole"
    | "companyId"
    | "salesOrganisation"
    | "scpStatus"
    | "originScpCountryId"
  >
>;

/** Architecture 3: the SQL of the users administration writes; every function takes the caller's transaction. */
export const usersRepository = {
  async find(db: Db, id: number): Promise<StoredUser | undefined> {
    const rows = await db.select().from(users).where(eq(users.id, id));
    return rows[0];
  },

  async roles(db: Db, userId: number): Promise<HeldRole[]> {
    const rows = await db
      .select({ role: userRoles.role, countryId: userRoles.countryId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    return rows;
  },

  async replaceRoles(db: Db, userId: number, roles: readonly HeldRole[]): Promise<void> {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    if (roles.length > 0) await db.insert(userRoles).values(roles.map((held) => ({ userId, ...held })));
  },

  /** Writes the changes and bumps `version`; with `expectedVersion`, only if it is still current (428 else). */
  async update(db: Db, id: number, changes: AccountChanges, expectedVersion?: number): Promise<boolean> {
    const versionCheck = expectedVersion === undefined ? undefined : eq(users.version, expectedVersion);
    const rows = await db
      .update(users)
      .set({ ...changes, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, id), versionCheck))
      .returning({ id: users.id });
    return rows.length === 1;
  },

  async remove(db: Db, id: number): Promise<void> {
    await db.delete(users).where(eq(users.id, id));
  },

  /** A disabled account loses every live session at once. */
  async revokeSessions(db: Db, userId: number, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  /** How many partners hold the partner role in one of these countries. */
  async partnersIn(db: Db, countryIds: readonly number[]): Promise<number> {
    if (countryIds.length === 0) return 0;
    const rows = await db
      .select({ count: sql<number>`count(DISTINCT ${userRoles.userId})::int` })
      .from(userRoles)
      .where(and(eq(userRoles.role, "SALES_CHANNEL_PARTNER"), inArray(userRoles.countryId, [...countryIds])));
    return rows[0]?.count ?? 0;
  },

  /** Supplement 7 (`PATCH /countries/scp-available`): opens exactly `openIds` to partners. */
  async setScpAvailable(db: Db, openIds: readonly number[]): Promise<void> {
    await db.update(countries).set({ availableForScp: false });
    if (openIds.length > 0)
      await db
        .update(countries)
        .set({ availableForScp: true })
        .where(inArray(countries.id, [...openIds]));
  },
};
