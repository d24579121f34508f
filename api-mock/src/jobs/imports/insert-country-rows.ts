import { sql } from "drizzle-orm";
import type { Tx } from "../../db/database";
import type { Resolved } from "./resolved-row";
import { type Column, valuesOf } from "./values-list";

/**
 * Starts a product's row for a country from a price row. The statuses and quantities are the
 * product's global row's (or, without one, what a product without rows shows: available and cleared), so a
 * viewer in that country sees the same status as before, now with the country's prices.
 */
export async function insertCountryRows(
  tx: Tx,
  columns: readonly Column[],
  items: readonly Resolved[],
): Promise<void> {
  if (items.length === 0) return;
  const names = columns.map(([name]) => name);
  await tx.execute(sql`
    INSERT INTO product_countries (product_id, country_id, ${sql.raw(names.join(", "))}, stock_status, quantity,
      critical_quantity, phase_out_status, market_clearance, partner_phase_out_text)
    SELECT v.product_id, v.country_id, ${sql.raw(names.map((name) => `v.${name}`).join(", "))},
      coalesce(g.stock_status, 'AVAILABLE'), g.quantity, g.critical_quantity,
      coalesce(g.phase_out_status, 'AVAILABLE'), coalesce(g.market_clearance, true), g.partner_phase_out_text
    FROM (VALUES ${valuesOf(["product_id", "country_id"], columns, items)})
      AS v(product_id, country_id, ${sql.raw(names.join(", "))})
    LEFT JOIN product_countries g ON g.product_id = v.product_id AND g.country_id = 0`);
}
