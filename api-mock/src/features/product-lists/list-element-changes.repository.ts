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

function editableTypes() {
  return sql.join(
    ELEMENT_EDITABLE_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
}

/** A change as one row of the batch statement's input: what to set is said by flags, so null can clear the CRP. */
function inputRow(change: ElementChangeRow) {
  return sql`(${change.listId}::int, ${change.version}::int, ${change.userId}::bigint, ${change.elementId}::int,
    ${change.quantity !== undefined}::boolean, ${change.quantity ?? null}::int,
    ${change.crp !== undefined}::boolean, ${change.crp ?? null}::numeric, ${change.at.toISOString()}::timestamptz)`;
}

/** Whether each change of `changes` is on a list of its own, as one batch statement needs. */
export function oneChangePerList(changes: readonly ElementChangeRow[]): boolean {
  return new Set(changes.map((change) => change.listId)).size === changes.length;
}

/** The SQL of element changes. */
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
    const types = editableTypes();
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
  /**
   * The changes of a batch, each on a different list, as one statement: each is written exactly as `apply` would
   * write it alone (same checks, same version bump), so the batch gives what applying them one after another
   * gives. PGlite's cost is mostly per statement, so fifty changes cost little more than one. The lists are locked
   * in id order first, so two processes on one PostgreSQL never wait on each other in a cycle. Answers the new
   * version of each list whose change was written.
   */
  async applyMany(db: Db, changes: readonly ElementChangeRow[]): Promise<Map<number, number>> {
    if (!oneChangePerList(changes)) {
      throw new Error("a batch statement takes one change per list");
    }
    const rows = await queryRows<{ listId: number; version: number }>(
      db,
      sql`with input (list_id, version, user_id, element_id, set_quantity, quantity, set_crp, crp, at) as (
          values ${sql.join(changes.map(inputRow), sql`, `)}
        ), locked as (
          select id from product_lists where id in (select list_id from input) order by id for update
        ), bumped as (
          update product_lists p set version = p.version + 1, last_editor_id = i.user_id, last_updated_at = i.at
          from input i
          where p.id = i.list_id and p.id in (select id from locked) and p.version = i.version
            and p.owner_id = i.user_id and p.type in (${editableTypes()})
            and exists (select 1 from list_elements e where e.id = i.element_id and e.list_id = i.list_id)
          returning p.id, p.version
        ), changed as (
          update list_elements e set
            quantity = case when i.set_quantity then i.quantity else e.quantity end,
            crp = case when i.set_crp then i.crp else e.crp end
          from input i join bumped b on b.id = i.list_id
          where e.id = i.element_id and e.list_id = i.list_id
          returning e.list_id
        )
        select bumped.id as "listId", bumped.version as "version"
        from bumped join changed on changed.list_id = bumped.id`,
    );
    return new Map(rows.map((row) => [Number(row.listId), Number(row.version)]));
  },
};
