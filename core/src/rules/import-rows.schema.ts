import * as z from "zod";
import { PRICE_MAX, QUANTITY_MAX } from "../constants";
import { IMPORT_TABLE_VALUES } from "../model/enum-values";
import { PhaseOutStatus, StockAvailabilityStatus, Usage } from "../model/enums";
import { MarketClearance } from "../model/product-parts";

/**
 * core spec 3: the rows of the import tables, one schema per table. A cell comes from CSV (text)
 * or XLSX (text or number); blank cells are "no value". Column names are the schema keys (docs/admin/imports.md).
 */
const blank = (value: unknown) =>
  typeof value === "string" && value.trim() === ""
    ? undefined
    : typeof value === "string"
      ? value.trim()
      : value;
const text = (max: number) => z.preprocess(blank, z.string().min(1).max(max));
const optionalText = (max: number) => z.preprocess(blank, z.string().max(max).optional());
const toNumber = (value: unknown) => {
  const cleaned = blank(value);
  return typeof cleaned === "string" ? Number(cleaned) : cleaned;
};
const amount = z.preprocess(toNumber, z.number().min(0).max(PRICE_MAX).multipleOf(0.01));
const optionalAmount = z.preprocess(toNumber, z.number().min(0).max(PRICE_MAX).multipleOf(0.01).optional());
const optionalQuantity = z.preprocess(toNumber, z.int().min(0).max(QUANTITY_MAX).optional());
const optionalCount = z.preprocess(toNumber, z.int().min(1).max(QUANTITY_MAX).optional());
/** Yes/no cells as spreadsheets write them: true/false, yes/no, 1/0 (any case); blank is no value. */
const FLAGS: Record<string, boolean> = {
  TRUE: true,
  YES: true,
  "1": true,
  FALSE: false,
  NO: false,
  "0": false,
};
const optionalFlag = z.preprocess((value) => {
  const cleaned = blank(value);
  if (typeof cleaned === "boolean" || cleaned === undefined) return cleaned;
  return FLAGS[String(cleaned).toUpperCase()] ?? cleaned;
}, z.boolean().optional());
const upper = (value: unknown) =>
  typeof blank(value) === "string" ? String(blank(value)).toUpperCase() : blank(value);

/** The part number every row names; outside the products table it must be a product of the catalogue (checked by the importer). */
const PartNumber = text(40);
/** A country's ISO shortcut (DE, FR...) or GLOBAL for the product's default row. */
const CountryCode = z.preprocess(upper, z.string().regex(/^([A-Z]{2}|GLOBAL)$/));

/**
 * products: one product of the catalogue (the file is the whole catalogue, docs/admin/imports.md). The texts are
 * set as given (a blank subtitle or description clears it); a blank master-data cell keeps the stored value, and
 * a product not yet in the catalogue must fill `NEW_PRODUCT_COLUMNS`.
 */
export const ProductImportRow = z.object({
  partNumber: PartNumber,
  title: text(200),
  subtitle: optionalText(200),
  description: optionalText(4000),
  productCluster: optionalText(100),
  usage: z.preprocess(upper, Usage.optional()),
  piecesPerPackingUnit: optionalCount,
  packagesPerDeliveryUnit: optionalCount,
  sterile: optionalFlag,
  latex: optionalFlag,
});

/** prices: a product's prices in one country, in that country's currency. */
export const PriceImportRow = z
  .object({
    partNumber: PartNumber,
    country: CountryCode,
    currency: z.preprocess(upper, z.string().regex(/^[A-Z]{3}$/)),
    localListPrice: amount,
    globalReferencePrice: amount,
    crp: amount,
    ggpUnitPrice: optionalAmount,
    ggpLowerLimit: optionalAmount,
    ggpUpperLimit: optionalAmount,
  })
  .refine((row) => (row.ggpLowerLimit ?? 0) <= (row.ggpUpperLimit ?? Number.POSITIVE_INFINITY), {
    message: "ggpLowerLimit must not exceed ggpUpperLimit",
    path: ["ggpLowerLimit"],
  });

/** stock: stock status and quantities of a product in one country. */
export const StockImportRow = z.object({
  partNumber: PartNumber,
  country: CountryCode,
  stockStatus: z.preprocess(upper, StockAvailabilityStatus),
  quantity: optionalQuantity,
  criticalQuantity: optionalQuantity,
});

/** phase-out: the phase-out status of a product in one country, and the partners' wording. */
export const PhaseOutImportRow = z.object({
  partNumber: PartNumber,
  country: CountryCode,
  phaseOutStatus: z.preprocess(upper, PhaseOutStatus),
  partnerPhaseOutText: optionalText(500),
});

/** market-clearance: whether the product may be sold in the country. */
export const MarketClearanceImportRow = z.object({
  partNumber: PartNumber,
  country: CountryCode,
  marketClearance: z.preprocess(upper, MarketClearance),
});

/** The import tables, in the order a full synchronisation runs them. */
export const ImportTable = z.enum(IMPORT_TABLE_VALUES);
export type ImportTable = z.infer<typeof ImportTable>;

/** The row schema of each import table. */
export const IMPORT_ROW_SCHEMAS = {
  products: ProductImportRow,
  prices: PriceImportRow,
  stock: StockImportRow,
  "phase-out": PhaseOutImportRow,
  "market-clearance": MarketClearanceImportRow,
} as const;

export type ImportRow<T extends ImportTable> = z.infer<(typeof IMPORT_ROW_SCHEMAS)[T]>;

/** The column names of a table, in the documented order (the header row of a file). */
export function importColumns(table: ImportTable): string[] {
  return Object.keys(IMPORT_ROW_SCHEMAS[table].shape);
}

/** The columns a file must have; the others may be left out (blank = no value). */
export function requiredImportColumns(table: ImportTable): string[] {
  const shape = IMPORT_ROW_SCHEMAS[table].shape as Record<string, z.ZodType>;
  return Object.keys(shape).filter((key) => !shape[key]?.safeParse(undefined).success);
}

/** One problem of one row: the 1-based line of the file (header = 1), the column and what is wrong. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

/** Validates one row; its problems, one per column at fault (empty when the row is good). */
export function importRowErrors(table: ImportTable, row: unknown, line: number): ImportRowError[] {
  const result = IMPORT_ROW_SCHEMAS[table].safeParse(row);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    row: line,
    column: issue.path.join(".") || "(row)",
    message: issue.message,
  }));
}
