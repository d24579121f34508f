import type { RoleChangeElement, RoleChangeInfo } from "@catalogue/core/model";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { userRoleChangeElements, userRoleChanges } from "../../db/schema/index";

/** A role change to record: whose, by whom, and the roles after it. */
export interface NewRoleChange {
  userId: number;
  changedBy: number;
  firstPriceAccess: boolean;
  elements: RoleChangeElement[];
}

/** Architecture 3: the SQL of role-change records (migration 0040). */
export const roleChangesRepository = {
  /** Stores a change and its elements inside the caller's transaction; returns its id. */
  async insert(db: Db, change: NewRoleChange, now: Date): Promise<number> {
    const [stored] = await db
      .insert(userRoleChanges)
      .values({
        userId: change.userId,
        changedBy: change.changedBy,
        firstPriceAccess: change.firstPriceAccess,
        createdAt: now,
      })
      .returning({ id: userRoleChanges.id });
    if (!stored) throw new Error("The role change was not stored");
    if (change.elements.length > 0) {
      await db
        .insert(userRoleChangeElements)
        .values(change.elements.map((element) => ({ roleChangeId: stored.id, ...element })));
    }
    return stored.id;
  },

  /** The caller's newest change, or one of theirs by id. */
  async find(db: Db, userId: number, id?: number): Promise<RoleChangeInfo | undefined> {
    const rows = await db
      .select()
      .from(userRoleChanges)
      .where(
        and(eq(userRoleChanges.userId, userId), id === undefined ? undefined : eq(userRoleChanges.id, id)),
      )
      .orderBy(desc(userRoleChanges.createdAt), desc(userRoleChanges.id))
      .limit(1);
    const change = rows[0];
    if (!change) return undefined;
    const elements = await db
      .select({ role: userRoleChangeElements.role, countryName: userRoleChangeElements.countryName })
      .from(userRoleChangeElements)
      .where(eq(userRoleChangeElements.roleChangeId, change.id))
      .orderBy(asc(userRoleChangeElements.id));
    return {
      id: change.id,
      firstPriceAccess: change.firstPriceAccess,
      read: change.read,
      elements: elements as RoleChangeElement[],
    };
  },

  async markRead(db: Db, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(userRoleChanges)
      .set({ read: true })
      .where(and(eq(userRoleChanges.userId, userId), eq(userRoleChanges.id, id)))
      .returning({ id: userRoleChanges.id });
    return rows.length === 1;
  },
};
