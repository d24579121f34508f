import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import { listRecipients, listShareCountries, listShareSubregions, productLists } from "../../db/schema/index";

/** A list's version and who may read it; `targets` is null for the owner. */
export interface ListHead {
  type: (typeof productLists.$inferSelect)["type"];
  version: number;
  own: boolean;
  targets: { countryIds: number[]; subregionIds: number[]; recipientIds: number[] } | null;
}

/** The SQL of the list open's cheap first step. */
export const listHeadRepository = {
  /**
   * What a repeated open needs before its cached answer is served: the version, and whether
   * the reader may see the list. One small query for the owner (the usual case); the share targets are read by
   * a second one only for other readers.
   */
  async head(db: Db, id: number, readerId: number): Promise<ListHead | undefined> {
    const [row] = await queryRows<Omit<ListHead, "targets">>(
      db,
      sql`select ${productLists.type} as "type", ${productLists.version} as "version",
        ${productLists.ownerId} = ${readerId} as "own" from ${productLists} where ${productLists.id} = ${id}`,
    );
    if (!row || row.own) return row && { ...row, targets: null };
    const [targets] = await queryRows<{ targets: NonNullable<ListHead["targets"]> }>(
      db,
      sql`select json_build_object(
          'countryIds', coalesce((select json_agg(${listShareCountries.countryId}) from ${listShareCountries} where ${listShareCountries.listId} = ${id}), '[]'::json),
          'subregionIds', coalesce((select json_agg(${listShareSubregions.subregionId}) from ${listShareSubregions} where ${listShareSubregions.listId} = ${id}), '[]'::json),
          'recipientIds', coalesce((select json_agg(${listRecipients.userId}) from ${listRecipients} where ${listRecipients.listId} = ${id}), '[]'::json)
        ) as "targets"`,
    );
    return { ...row, targets: targets?.targets ?? null };
  },
};
