import {
  type ImportRow,
  type ImportRowError,
  importRowErrors,
  type NEW_PRODUCT_COLUMNS,
  newProductRowErrors,
  ProductImportRow,
  productRemovalRefusal,
} from "@catalogue/core/rules";
import { count, inArray, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/database";
import {
  availabilityIndicators,
  favoriteProducts,
  listElements,
  productLists,
  products,
} from "../../db/schema/index";
import { PRODUCT_CLUSTER_VALUES } from "../../search";
import { BATCH, field, updateFromValues } from "./apply-table";
import type { FileRow } from "./read-table-file";
import type { Resolved } from "./resolved-row";
import type { Column } from "./values-list";

/** A products row for a new part number: it has every column a new product needs. */
type NewProductRow = ImportRow<"products"> &
  Required<Pick<ImportRow<"products">, (typeof NEW_PRODUCT_COLUMNS)[number]>>;
const isComplete = (row: ImportRow<"products">): row is NewProductRow =>
  newProductRowErrors(row, 0).length === 0;
const CLUSTERS = new Set(PRODUCT_CLUSTER_VALUES);

/** A products file checked against the catalogue, as the whole catalogue it describes. */
export interface ProductsPlan {
  /** Rows of products already in the catalogue. */
  updates: Resolved[];
  /** Rows of part numbers the catalogue does not have yet. */
  creates: { line: number; row: NewProductRow }[];
  /** Products the file does not name. */
  removals: { id: number; partNumber: string }[];
}

/** What applying a products file did, for the run's log. */
export interface ProductsOutcome {
  updated: number;
  created: number;
  removed: number;
  /** List elements and favourites that went with the removed products, and the lists that lost elements. */
  listElements: number;
  lists: number;
  favourites: number;
}

/**
 * Checks a products file, which is the whole catalogue: every row with core's schema, a new
 * part number for the columns a new product needs, no part number twice, and what it would remove against
 * the removal bound. Returns the plan, or every problem (then nothing may be applied).
 */
export async function planProducts(
  db: Db,
  rows: readonly FileRow[],
): Promise<{ plan: ProductsPlan; problems: ImportRowError[]; refusal?: string }> {
  const stored = await db.select({ id: products.id, partNumber: products.partNumber }).from(products);
  const ids = new Map(stored.map((product) => [product.partNumber, product.id]));
  const plan: ProductsPlan = { updates: [], creates: [], removals: [] };
  const problems: ImportRowError[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const errors = importRowErrors("products", cells, line);
    // A bad row still names its product, so it is not counted as removed.
    const partNumber = String(cells.partNumber ?? "").trim();
    const first = seen.get(partNumber);
    if (first !== undefined)
      errors.push({ row: line, column: "partNumber", message: `Same part number as row ${first}` });
    else seen.set(partNumber, line);
    if (errors.length > 0) {
      problems.push(...errors);
      continue;
    }
    const row = ProductImportRow.parse(cells);
    if (row.productCluster !== undefined && !CLUSTERS.has(row.productCluster)) {
      problems.push({ row: line, column: "productCluster", message: "Unknown product cluster" });
      continue;
    }
    const productId = ids.get(row.partNumber);
    if (productId !== undefined) {
      plan.updates.push({ line, row, productId, countryId: 0, currencyId: 0 });
      continue;
    }
    if (isComplete(row)) plan.creates.push({ line, row });
    else problems.push(...newProductRowErrors(row, line));
  }
  plan.removals = stored.filter((product) => !seen.has(product.partNumber));
  const refusal = productRemovalRefusal(stored.length, plan.removals.length);
  return { plan, problems, ...(refusal ? { refusal } : {}) };
}

/** Texts are set as given (blank clears); master data left blank keeps the stored value. */
const PRODUCT_COLUMNS: Column[] = [
  ["title", "text", field("title")],
  ["subtitle", "text", (item) => item.row.subtitle ?? ""],
  ["description", "text", (item) => item.row.description ?? ""],
  ["product_cluster", "text", field("productCluster"), "keeps"],
  ["usage", "text", field("usage"), "keeps"],
  ["pieces_per_packing_unit", "int", field("piecesPerPackingUnit"), "keeps"],
  ["packages_per_delivery_unit", "int", field("packagesPerDeliveryUnit"), "keeps"],
  ["sterile", "boolean", field("sterile"), "keeps"],
  ["latex", "boolean", field("latex"), "keeps"],
];

/** The operation and storage ranges of a new product: not in the file, so unknown (shown as no data). */
const UNKNOWN_ENVIRONMENT = Object.fromEntries(
  ["operation", "storage"].flatMap((kind) =>
    ["Temperature", "Humidity", "AirPressure"].map((quantity) => [`${kind}${quantity}`, null]),
  ),
);

/**
 * Applies a products plan inside the caller's transaction: updates, then creates (new ids after
 * the highest), then removes. A removed product takes its country rows, images, links, relations, reports,
 * favourites and list elements with it (the foreign keys cascade) and its availability indicators; every list
 * that loses an element gets a new version, so list caches and editors holding the old version see the change.
 */
export async function applyProducts(tx: Tx, plan: ProductsPlan, now: Date): Promise<ProductsOutcome> {
  for (let start = 0; start < plan.updates.length; start += BATCH)
    await updateFromValues(tx, "products", ["id"], PRODUCT_COLUMNS, plan.updates.slice(start, start + BATCH));
  const [highest] = await tx.select({ id: max(products.id) }).from(products);
  let nextId = (highest?.id ?? 0) + 1;
  for (let start = 0; start < plan.creates.length; start += BATCH) {
    const batch = plan.creates.slice(start, start + BATCH);
    await tx.insert(products).values(batch.map(({ row }) => newProduct(nextId++, row)));
  }
  const removed = await removeProducts(tx, plan.removals, now);
  return { updated: plan.updates.length, created: plan.creates.length, ...removed };
}

async function removeProducts(
  tx: Tx,
  removals: ProductsPlan["removals"],
  now: Date,
): Promise<Omit<ProductsOutcome, "updated" | "created">> {
  const none = { removed: 0, listElements: 0, lists: 0, favourites: 0 };
  if (removals.length === 0) return none;
  const ids = removals.map((product) => product.id);
  // Locking the rows first keeps a user from adding one of them to a list while the lists are being told.
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).for("update");
  const [favourites] = await tx
    .select({ n: count() })
    .from(favoriteProducts)
    .where(inArray(favoriteProducts.productId, ids));
  const elements = await tx
    .delete(listElements)
    .where(inArray(listElements.productId, ids))
    .returning({ listId: listElements.listId });
  const listIds = [...new Set(elements.map((element) => element.listId))];
  if (listIds.length > 0)
    await tx
      .update(productLists)
      .set({ version: sql`${productLists.version} + 1`, lastUpdatedAt: now })
      .where(inArray(productLists.id, listIds));
  // Indicators name the part number, not the product row: nothing cascades to them.
  await tx.delete(availabilityIndicators).where(
    inArray(
      availabilityIndicators.partNumber,
      removals.map((product) => product.partNumber),
    ),
  );
  await tx.delete(products).where(inArray(products.id, ids));
  return {
    removed: removals.length,
    listElements: elements.length,
    lists: listIds.length,
    favourites: favourites?.n ?? 0,
  };
}

/** A product row for a new part number: the file's columns, and "unknown" for what a file does not carry. */
function newProduct(id: number, row: NewProductRow): typeof products.$inferInsert {
  return {
    id,
    partNumber: row.partNumber,
    title: row.title,
    subtitle: row.subtitle ?? "",
    description: row.description ?? "",
    productCluster: row.productCluster ?? "",
    usage: row.usage,
    piecesPerPackingUnit: row.piecesPerPackingUnit,
    packagesPerDeliveryUnit: row.packagesPerDeliveryUnit,
    sterile: row.sterile,
    latex: row.latex,
    careAreas: [],
    deviceTypes: [],
    compatibleDevices: [],
    patientGroups: [],
    mainGtin: "",
    unspscCode: "",
    ceClass: "",
    ifuPartNumber: "",
    countryOfOrigin: "",
    environment: UNKNOWN_ENVIRONMENT,
    isNew: false,
    highlight: false,
    rfid: false,
    documentType: "",
    imageId: "",
    image360: false,
  };
}
