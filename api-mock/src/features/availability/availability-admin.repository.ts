import type { AvailabilityIndicator } from "@catalogue/core/model";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import { availabilityIndicators } from "../../db/schema/index";

export type IndicatorRow = typeof availabilityIndicators.$inferInsert;

/** Core spec 4.8: the indicators of one part number, as the API shows them. */
export async function findIndicators(db: Db | Tx, partNumber: string): Promise<AvailabilityIndicator[]> {
  const rows = await db
    .select()
    .from(availabilityIndicators)
    .where(eq(availabilityIndicators.partNumber, partNumber))
    .orderBy(availabilityIndicators.id);
  return rows as AvailabilityIndicator[];
}

/** Core spec 4.8: removes the given scopes' indicators of a part number (all when no scope is named). */
export async function deleteIndicators(
  tx: Tx,
  partNumber: string,
  scopes?: readonly AvailabilityIndicator["scope"][],
): Promise<void> {
  const byPart = eq(availabilityIndicators.partNumber, partNumber);
  await tx
    .delete(availabilityIndicators)
    .where(scopes ? and(byPart, inArray(availabilityIndicators.scope, [...scopes])) : byPart);
}

/** Core spec 4.8: removes one indicator of a part number; false when it names none of this product's. */
export async function deleteIndicator(tx: Tx, partNumber: string, id: number): Promise<boolean> {
  const removed = await tx
    .delete(availabilityIndicators)
    .where(and(eq(availabilityIndicators.partNumber, partNumber), eq(availabilityIndicators.id, id)))
    .returning({ id: availabilityIndicators.id });
  return removed.length > 0;
}

export async function insertIndicators(tx: Tx, rows: readonly IndicatorRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(availabilityIndicators).values([...rows]);
}
