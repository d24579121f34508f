import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { productLists } from "../../db/schema/index";

/** Supplement 4 (draft copies, migration 0011): the SQL of drafts beyond the list repository's. */
export const draftsRepository = {
  /** The draft copy of another country's list for one country, if one exists (one per list and country). */
  async draftCopyOf(db: Db, listId: number, countryId: number): Promise<{ id: number } | undefined> {
    const rows = await db
      .select({ id: productLists.id })
      .from(productLists)
      .where(
        and(
          eq(productLists.copiedFromListId, listId),
          eq(productLists.countryId, countryId),
          eq(productLists.type, "draft"),
        ),
      );
    return rows[0];
  },

  /**
   * Publishing a draft copy: the draft itself becomes the new country list (same id, elements and targets), created
   * now; the version grows, so no reader keeps its elements under the draft's version.
   */
  async publishCopy(db: Db, id: number, editorId: number, now: Date): Promise<void> {
    await db
      .update(productLists)
      .set({
        type: "countryShare",
        version: sql`${productLists.version} + 1`,
        lastEditorId: editorId,
        createdAt: now,
        lastUpdatedAt: now,
      })
      .where(and(eq(productLists.id, id), eq(productLists.type, "draft")));
  },
};
