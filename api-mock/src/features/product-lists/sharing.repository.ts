import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
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

  /**
   * Supplement 7: country shares sent to the user's country, or by the user. A subregion target adds nothing: the
   * countries assigned to it in the share are stored as the share's countries.
   */
  async countryShareIds(db: Db, userId: number, countryId: number | null) {
    const byCountry = countryId
      ? await db
          .select({ id: listShareCountries.listId })
          .from(listShareCountries)
          .where(eq(listShareCountries.countryId, countryId))
      : [];
    const own = await db
      .select({ id: productLists.id })
      .from(productLists)
      .where(and(eq(productLists.ownerId, userId), eq(productLists.type, "countryShare")));
    return [...new Set([...byCountry, ...own].map((row) => row.id))];
  },

  /**
   * Core spec 4.7: the caller's country list that sharing `sourceId` again updates: `sourceId` itself when it is
   * one of the caller's country lists, else the newest of the caller's country lists made from it.
   */
  async countryShareOf(db: Db, ownerId: number, sourceId: number): Promise<number | undefined> {
    const rows = await db
      .select({ id: productLists.id })
      .from(productLists)
      .where(
        and(
          eq(productLists.ownerId, ownerId),
          eq(productLists.type, "countryShare"),
          or(eq(productLists.id, sourceId), eq(productLists.sourceListId, sourceId)),
        ),
      )
      .orderBy(desc(sql`${productLists.id} = ${sourceId}`), desc(productLists.lastUpdatedAt))
      .limit(1);
    return rows[0]?.id;
  },

  async replaceTargets(
    db: Db,
    listId: number,
    countryIds: readonly number[],
    subregionIds: readonly number[],
  ): Promise<void> {
    await db.delete(listShareCountries).where(eq(listShareCountries.listId, listId));
    await db.delete(listShareSubregions).where(eq(listShareSubregions.listId, listId));
    await sharingRepository.addTargets(db, listId, countryIds, subregionIds);
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
