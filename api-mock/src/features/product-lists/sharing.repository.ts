import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import {
  listRecipients,
  listShareCountries,
  listShareSubregions,
  productLists,
  users,
} from "../../db/schema/index";

/** Supplement 7: the SQL of sharing: share targets, recipients and who may receive. */
export const sharingRepository = {
  async addRecipients(db: Db, listId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length > 0) {
      await db
        .insert(listRecipients)
        .values(userIds.map((userId) => ({ listId, userId })))
        .onConflictDoNothing();
    }
  },

  async addTargets(db: Db, listId: number, countryIds: readonly number[], subregionIds: readonly number[]) {
    if (countryIds.length > 0) {
      await db.insert(listShareCountries).values(countryIds.map((countryId) => ({ listId, countryId })));
    }
    if (subregionIds.length > 0) {
      await db
        .insert(listShareSubregions)
        .values(subregionIds.map((subregionId) => ({ listId, subregionId })));
    }
  },

  async markRead(db: Db, listId: number, userId: number): Promise<void> {
    await db
      .update(listRecipients)
      .set({ unread: false })
      .where(and(eq(listRecipients.listId, listId), eq(listRecipients.userId, userId)));
  },

  async removeRecipient(db: Db, listId: number, userId: number): Promise<void> {
    await db
      .delete(listRecipients)
      .where(and(eq(listRecipients.listId, listId), eq(listRecipients.userId, userId)));
  },

  /** Supplement 7: private shares the user received or sent. */
  async privateShareIds(db: Db, userId: number): Promise<number[]> {
    const received = await db
      .select({ id: listRecipients.listId })
      .from(listRecipients)
      .where(eq(listRecipients.userId, userId));
    const sent = await db
      .select({ id: productLists.id })
      .from(productLists)
      .where(and(eq(productLists.ownerId, userId), eq(productLists.type, "privateShare")));
    return [...new Set([...received, ...sent].map((row) => row.id))];
  },

  /** Supplement 7: country shares sent to a country or subregion, or by the user. */
  async countryShareIds(db: Db, userId: number, countryId: number | null, subregionId: number | null) {
    const byCountry = countryId
      ? await db
          .select({ id: listShareCountries.listId })
          .from(listShareCountries)
          .where(eq(listShareCountries.countryId, countryId))
      : [];
    const bySubregion = subregionId
      ? await db
          .select({ id: listShareSubregions.listId })
          .from(listShareSubregions)
          .where(eq(listShareSubregions.subregionId, subregionId))
      : [];
    const own = await db
      .select({ id: productLists.id })
      .from(productLists)
      .where(and(eq(productLists.ownerId, userId), eq(productLists.type, "countryShare")));
    return [...new Set([...byCountry, ...bySubregion, ...own].map((row) => row.id))];
  },

  /** The users a share may go to, with their mail settings; unknown ids are left out. */
  async recipients(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        scpStatus: users.scpStatus,
        enabled: users.enabled,
        languageShortcut: users.languageShortcut,
        sharedProductListNotification: users.sharedProductListNotification,
      })
      .from(users)
      .where(or(inArray(users.id, [...ids])));
  },
};
