import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import { ELEMENT_EDITABLE_TYPES } from "./list-access";

/** One quantity and/or CRP change of one element, as the fast path writes it. */
export interface ElementChangeRow {
  userId: number;
  listId: number;
  /** The list version the caller read (core spec 8: anything else is 428). */
  version: number;
  elementId: number;
  quantity?: number;
  /** Present to set the CRP (null clears it). */
  crp?: number | null;
  at: Date;
}

/** The SQL of a single element change. */
export const elementChangesRepository = {
  /**
   * Bumps the list's version and changes the element in one statement, only when the list is still at
   * `version`, is the caller's own editable list, and holds the element; otherwise nothing is written. Answers the
   * new version, or undefined when nothing was written (the caller then finds out why on the full path). One
   * statement needs no transaction of its own, so a lone change is one commit.
   */
  async apply(db: Db, change: ElementChangeRow): Promise<number | undefined> {
    const sets = [
      ...(change.quantity === undefined ? [] : [sql`quantity = ${change.quantity}`]),
      ...(change.crp === undefined ? [] : [sql`crp = ${change.crp}`]),
    ];
    if (sets.length === 0) throw new Error("an element change changes nothing");
    const types = sql.join(
      ELEMENT_EDITABLE_TYPES.map((type) => sql`${type}`),
      sql`, `,
    );
    const [row] = await queryRows<{ version: number }>(
      db,
      sql`with bumped as (
          update product_lists set version = version + 1, last_editor_id = ${change.userId},
            last_updated_at = ${change.at.toISOString()}::timestamptz
          where id = ${change.listId} and version = ${change.version} and owner_id = ${change.userId}
            and type in (${types})
            and exists (select 1 from list_elements where id = ${change.elementId} and list_id = ${change.listId})
          returning id, version
        ), changed as (
          update list_elements set ${sql.join(sets, sql`, `)}
          where id = ${change.elementId} and list_id in (select id from bumped)
          returning id
        )
        select bumped.version as "version" from bumped join changed on true`,
    );
    return row === undefined ? undefined : Number(row.version);
  },
};
