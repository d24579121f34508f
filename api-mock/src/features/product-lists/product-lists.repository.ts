import type { ProductListType } from "@catalogue/core/model";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database";
import {
  listElements,
  listPins,
  listRecipients,
  listShareCountries,
  listShareSubregions,
  productLists,
  products,
  users,
} from "../../db/schema/index";

/** A stored list row. */
export type ListRow = typeof productLists.$inferSelect;
/** A stored list row with the names the API shows. */
export type ListRecord = ListRow & {
  ownerName: string;
  lastEditorName: string | null;
  /** Who owns the list this one was made from: a draft's note was written by its country share's sharer. */
  sourceOwnerName?: string | null;
};
/** A list's share targets as stored. */
export interface ListTargetRows {
  countryIds: number[];
  subregionIds: number[];
  /** A private share's recipients, with their names for the sharer's "Shared with". */
  recipients: { userId: number; unread: boolean; name: string }[];
}
/** A stored element row. */
export type ElementRow = typeof listElements.$inferSelect;
/** What a new element row needs. */
export type NewElementRow = Omit<typeof listElements.$inferInsert, "id">;

const editors = alias(users, "editors");
const nameOf = (table: { name: AnyPgColumn; surname: AnyPgColumn }) =>
  sql<string>`${table.name} || ' ' || ${table.surname}`;

/** Architecture 3: the SQL of product lists and their elements; every function takes the caller's transaction. */
/** Element rows of one list as new rows of another (a draft's start or publishing, a save as mine). */
export function copyElementRows(rows: readonly Omit<ElementRow, "id" | "listId">[], listId: number) {
  return rows.map((row) => ({
    listId,
    productId: row.productId,
    quantity: row.quantity,
    crp: row.crp,
    discount: row.discount,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt,
  }));
}

export const listsRepository = {
  async find(db: Db, ids: readonly number[]): Promise<ListRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        list: productLists,
        ownerName: nameOf(users),
        lastEditorName: sql<string | null>`${nameOf(editors)}`,
      })
      .from(productLists)
      .innerJoin(users, eq(users.id, productLists.ownerId))
      .leftJoin(editors, eq(editors.id, productLists.lastEditorId))
      .where(inArray(productLists.id, [...ids]));
    return rows.map((row) => ({ ...row.list, ownerName: row.ownerName, lastEditorName: row.lastEditorName }));
  },

  /**
   * `find` and `shareTargets` in one query (PGlite is one connection, so every query of a list open
   * queues behind the others): each list with its share targets as JSON arrays.
   */
  async findWithTargets(
    db: Db,
    ids: readonly number[],
  ): Promise<(ListRecord & { targets: ListTargetRows })[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        list: productLists,
        ownerName: nameOf(users),
        lastEditorName: sql<string | null>`${nameOf(editors)}`,
        sourceOwnerName: sql<
          string | null
        >`(select so.name || ' ' || so.surname from ${productLists} s join ${users} so on so.id = s.owner_id where s.id = ${productLists.sourceListId})`,
        countryIds: sql<
          number[]
        >`coalesce((select json_agg(${listShareCountries.countryId}) from ${listShareCountries} where ${listShareCountries.listId} = ${productLists.id}), '[]'::json)`,
        subregionIds: sql<
          number[]
        >`coalesce((select json_agg(${listShareSubregions.subregionId}) from ${listShareSubregions} where ${listShareSubregions.listId} = ${productLists.id}), '[]'::json)`,
        recipients: sql<
          { userId: number; unread: boolean; name: string }[]
        >`coalesce((select json_agg(json_build_object('userId', r.user_id, 'unread', r.unread, 'name', u.name || ' ' || u.surname) order by u.surname, u.name) from ${listRecipients} r join ${users} u on u.id = r.user_id where r.list_id = ${productLists.id}), '[]'::json)`,
      })
      .from(productLists)
      .innerJoin(users, eq(users.id, productLists.ownerId))
      .leftJoin(editors, eq(editors.id, productLists.lastEditorId))
      .where(inArray(productLists.id, [...ids]));
    return rows.map((row) => ({
      ...row.list,
      ownerName: row.ownerName,
      lastEditorName: row.lastEditorName,
      sourceOwnerName: row.sourceOwnerName,
      targets: { countryIds: row.countryIds, subregionIds: row.subregionIds, recipients: row.recipients },
    }));
  },

  async ownedIds(db: Db, ownerId: number, type: ProductListType): Promise<number[]> {
    const rows = await db
      .select({ id: productLists.id })
      .from(productLists)
      .where(and(eq(productLists.ownerId, ownerId), eq(productLists.type, type)));
    return rows.map((row) => row.id);
  },

  async titles(db: Db, ownerId: number): Promise<{ id: number; title: string }[]> {
    return db
      .select({ id: productLists.id, title: productLists.title })
      .from(productLists)
      .where(and(eq(productLists.ownerId, ownerId), eq(productLists.type, "personal")));
  },

  /**
   * Core spec 3: creates the user's default list unless one exists (a concurrent first use creates one only).
   * It looks first, so reading lists writes nothing once the list exists, and works while storage refuses writes.
   */
  async ensureDefault(
    db: Db,
    owner: { ownerId: number; currencyId: number; countryId: number | null },
    title: string,
    now: Date,
  ) {
    const [existing] = await db
      .select({ id: productLists.id })
      .from(productLists)
      .where(and(eq(productLists.ownerId, owner.ownerId), eq(productLists.defaultList, true)))
      .limit(1);
    if (existing) return;
    await db
      .insert(productLists)
      .values({ type: "personal", ...owner, title, defaultList: true, createdAt: now, lastUpdatedAt: now })
      .onConflictDoNothing();
  },

  /** Core spec 4.7: the draft of a list, if one exists. */
  /**
   * Locks lists for the rest of the transaction, in id order (so two writers never wait on each other in a
   * cycle). A write without a client version (adding to several lists) then reads the current version, not one
   * a concurrent writer is about to replace (PostgreSQL's READ COMMITTED would otherwise answer 428 to it).
   */
  async lock(db: Db, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .select({ id: productLists.id })
      .from(productLists)
      .where(
        inArray(
          productLists.id,
          [...ids].sort((a, b) => a - b),
        ),
      )
      .orderBy(productLists.id)
      .for("update");
  },

  async draftOf(db: Db, listId: number): Promise<{ id: number } | undefined> {
    const rows = await db
      .select({ id: productLists.id })
      .from(productLists)
      .where(and(eq(productLists.sourceListId, listId), eq(productLists.type, "draft")));
    return rows[0];
  },

  async insert(db: Db, values: typeof productLists.$inferInsert): Promise<ListRow> {
    const [row] = await db.insert(productLists).values(values).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  },

  /**
   * Core spec 8 (428): bumps the version only if it is still `version`; false when another writer came first.
   * Every write to a list passes through here first, inside its transaction, so two writers never both win.
   */
  async bump(
    db: Db,
    id: number,
    version: number,
    editorId: number,
    now: Date,
    changes: Partial<Pick<ListRow, "title" | "description" | "sortingType" | "note">> = {},
  ): Promise<boolean> {
    const rows = await db
      .update(productLists)
      .set({
        ...changes,
        version: sql`${productLists.version} + 1`,
        lastEditorId: editorId,
        lastUpdatedAt: now,
      })
      .where(and(eq(productLists.id, id), eq(productLists.version, version)))
      .returning({ id: productLists.id });
    return rows.length === 1;
  },

  async remove(db: Db, ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await db.delete(productLists).where(inArray(productLists.id, [...ids]));
  },

  async elements(db: Db, listIds: readonly number[]): Promise<ElementRow[]> {
    if (listIds.length === 0) return [];
    return db
      .select()
      .from(listElements)
      .where(inArray(listElements.listId, [...listIds]))
      .orderBy(asc(listElements.sortOrder), asc(listElements.id));
  },

  async insertElements(db: Db, rows: readonly NewElementRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(listElements).values([...rows]);
  },

  async updateElement(
    db: Db,
    id: number,
    changes: Partial<Pick<ElementRow, "productId" | "quantity" | "crp" | "sortOrder" | "discount">>,
  ): Promise<void> {
    await db.update(listElements).set(changes).where(eq(listElements.id, id));
  },

  async removeElements(db: Db, ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await db.delete(listElements).where(inArray(listElements.id, [...ids]));
  },

  async pinnedIds(db: Db, userId: number): Promise<Set<number>> {
    const rows = await db.select({ id: listPins.listId }).from(listPins).where(eq(listPins.userId, userId));
    return new Set(rows.map((row) => row.id));
  },

  async setPin(db: Db, userId: number, listId: number, pinned: boolean): Promise<void> {
    if (pinned) await db.insert(listPins).values({ userId, listId }).onConflictDoNothing();
    else await db.delete(listPins).where(and(eq(listPins.userId, userId), eq(listPins.listId, listId)));
  },

  async shareTargets(db: Db, listIds: readonly number[]) {
    if (listIds.length === 0) return { countries: [], subregions: [], recipients: [] };
    const ids = [...listIds];
    const [countryRows, subregionRows, recipientRows] = await Promise.all([
      db.select().from(listShareCountries).where(inArray(listShareCountries.listId, ids)),
      db.select().from(listShareSubregions).where(inArray(listShareSubregions.listId, ids)),
      db.select().from(listRecipients).where(inArray(listRecipients.listId, ids)),
    ]);
    return { countries: countryRows, subregions: subregionRows, recipients: recipientRows };
  },

  /** Core spec 3: pieces per package and packages per delivery of every product (fixed between imports). */
  async pieceCounts(db: Db): Promise<Map<number, { piecesPerPackage: number; packagesPerDelivery: number }>> {
    const rows = await db
      .select({
        id: products.id,
        piecesPerPackage: products.piecesPerPackingUnit,
        packagesPerDelivery: products.packagesPerDeliveryUnit,
      })
      .from(products);
    return new Map(rows.map((row) => [row.id, row]));
  },
};
