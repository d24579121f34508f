import { writeFileSync } from "node:fs";
import path from "node:path";
import type { ImportHistoryPage } from "@catalogue/core/api";
import { expect } from "vitest";
import type { Db } from "../../db/database";
import { products } from "../../db/schema/index";
import { auth, type TestApp } from "../../testing/test-app";

/** The header of a products file with the new-product columns. */
export const PRODUCTS_HEADER =
  "partNumber,title,subtitle,description,productCluster,usage,piecesPerPackingUnit,packagesPerDeliveryUnit,sterile,latex";
const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A products file of the catalogue as stored now, without `drop`, with `extra` rows (master data left blank). */
export async function catalogueFile(db: Db, drop: string[] = [], extra: string[] = []): Promise<string> {
  const rows = await db
    .select({ partNumber: products.partNumber, title: products.title })
    .from(products)
    .orderBy(products.id);
  const kept = rows
    .filter((row) => !drop.includes(row.partNumber))
    .map((row) => `${row.partNumber},${quote(row.title)},,,,,,,,`);
  return [PRODUCTS_HEADER, ...kept, ...extra].join("\n");
}

/**
 * Drops `csv` as the products file into `importDir`, starts a manual run through `app` as the admin of
 * `adminToken`, waits for the run to end and returns the newest products import record.
 */
export async function importProducts(
  t: Pick<TestApp, "app" | "services">,
  importDir: string,
  adminToken: string,
  csv: string,
): Promise<ImportHistoryPage["content"][number] | undefined> {
  writeFileSync(path.join(importDir, "products.csv"), csv);
  const res = await t.app.request("/api/table-import-statuses/products", {
    method: "POST",
    headers: auth(adminToken),
  });
  expect(res.status).toBe(200);
  await t.services.importRunner.settled();
  const history = (await (
    await t.app.request("/api/table-import-statuses/products", { headers: auth(adminToken) })
  ).json()) as ImportHistoryPage;
  return history.content[0];
}
