import type { ListElementPricing } from "@catalogue/core/model";
import { lineTotal, listTotals, netPrice, roundMoney } from "@catalogue/core/pricing";
import type { ElementRow } from "./product-lists.repository";

/** Core spec 3: pieces per package and packages per delivery, per product id. */
export type PieceCounts = Map<number, { piecesPerPackage: number; packagesPerDelivery: number }>;

/** Core spec 2.3 / 3: a product's prices in one caller's country and currency (null: no value). */
export type ProductPrices = {
  crp: number | null;
  ggp: number | null;
  localListPrice: number | null;
  globalReferencePrice: number | null;
};

/**
 * Core spec 3: one element's pricing: piece counts always, price fields only when `listed` (the product's
 * prices for a caller who may see prices) is given.
 */
export function elementPricing(
  row: Pick<ElementRow, "productId" | "quantity" | "crp" | "discount">,
  counts: PieceCounts,
  listed: ProductPrices | undefined,
): ListElementPricing {
  const piecesPerPackage = counts.get(row.productId)?.piecesPerPackage ?? 1;
  const packagesPerDelivery = counts.get(row.productId)?.packagesPerDelivery ?? 1;
  const pricing: ListElementPricing = {
    totalPieces: row.quantity * piecesPerPackage,
    piecesPerPackage,
    packagesPerDelivery,
  };
  if (!listed) return pricing;
  const net = netPrice(row.crp, row.discount);
  return {
    ...pricing,
    crp: row.crp,
    discount: row.discount,
    netPrice: net,
    totalPrice: net === null ? null : lineTotal(row.quantity, net),
    localListPrice: listed.localListPrice,
    globalReferencePrice: listed.globalReferencePrice,
  };
}

/** Core spec 3: a list's total amount (net prices) and total GGP, for callers who may see prices. */
export function listPriceTotals(
  rows: readonly Pick<ElementRow, "productId" | "quantity" | "crp" | "discount">[],
  counts: PieceCounts,
  ggpOf: (productId: number) => number | null,
): { totalAmount: number; totalGgp: number } {
  const lines = rows.map((row) => ({
    quantity: row.quantity,
    price: netPrice(row.crp, row.discount),
    piecesPerPackage: counts.get(row.productId)?.piecesPerPackage ?? 1,
  }));
  return {
    totalAmount: listTotals(lines).totalAmount,
    totalGgp: roundMoney(rows.reduce((sum, row) => sum + lineTotal(row.quantity, ggpOf(row.productId)), 0)),
  };
}
