import { IMPORT_MAX_REMOVED_SHARE } from "../constants";
import type { ImportRow, ImportRowError } from "./import-rows.schema";

/**
 * What a products row must fill when its part number is not yet in the catalogue. Every product
 * keeps these, and making them up (is it sterile? does it hold latex?) would state facts nobody gave.
 */
export const NEW_PRODUCT_COLUMNS = [
  "usage",
  "piecesPerPackingUnit",
  "packagesPerDeliveryUnit",
  "sterile",
  "latex",
] as const satisfies readonly (keyof ImportRow<"products">)[];

/** The problems of a valid products row that would create a product (one per missing column). */
export function newProductRowErrors(row: ImportRow<"products">, line: number): ImportRowError[] {
  return NEW_PRODUCT_COLUMNS.filter((column) => row[column] === undefined).map((column) => ({
    row: line,
    column,
    message: "Required for a product not yet in the catalogue",
  }));
}

/** How many products one products file may remove from a catalogue of `catalogueSize`. */
export function maxRemovedProducts(catalogueSize: number): number {
  return Math.max(1, Math.floor(catalogueSize * IMPORT_MAX_REMOVED_SHARE));
}

/**
 * Why a products file that would remove `removed` of `catalogueSize` products is refused, or
 * undefined when it may apply. A file cut short (an export that stopped half-way) would otherwise empty the
 * catalogue and, with it, the users' lists and favourites.
 */
export function productRemovalRefusal(catalogueSize: number, removed: number): string | undefined {
  const max = maxRemovedProducts(catalogueSize);
  if (removed <= max) return undefined;
  return `The file would remove ${removed} of ${catalogueSize} products, more than the ${max} one file may remove: is it complete?`;
}
