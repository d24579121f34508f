import { canSeePrices } from "../../access/prices";
import type { AccessProfile } from "../../access/roles";
import type { CurrencyCode } from "../../model/common";
import { lineTotal, listTotals } from "../../pricing/list-totals";

/** One product of a list as the quote needs it. */
export type QuoteSource = {
  title: string;
  partNumber: string;
  quantity: number;
  /** Absent or null for viewers who may not see prices (the server leaves them out). */
  crp?: number | null;
  netPrice?: number | null;
};

/** One line of a quote; the prices are null when the viewer may not see them. */
export type QuoteLine = {
  title: string;
  partNumber: string;
  quantity: number;
  unitPrice: number | null;
  lineTotal: number | null;
};

/** Core spec 1 (the clipboard for a sales quote): a list as a quote block. `priced` false: no price, line total or total at all. */
export type Quote = {
  title: string;
  currency: CurrencyCode;
  priced: boolean;
  lines: QuoteLine[];
  total: number | null;
};

/**
 * Core spec 1 / core spec 6: a list as a quote: title, part number, quantity, and, only for viewers who may see
 * prices (`canSeePrices`), unit price (net price, else CRP), line total and the total in the list's currency.
 */
export function listQuote(
  list: { title: string; currency: CurrencyCode },
  sources: readonly QuoteSource[],
  viewer: Pick<AccessProfile, "role" | "showPrices">,
): Quote {
  const priced = canSeePrices(viewer);
  const lines = sources.map((source): QuoteLine => {
    const unitPrice = priced ? (source.netPrice ?? source.crp ?? null) : null;
    return {
      title: source.title,
      partNumber: source.partNumber,
      quantity: source.quantity,
      unitPrice,
      lineTotal: unitPrice === null ? null : lineTotal(source.quantity, unitPrice),
    };
  });
  const total = priced
    ? listTotals(
        lines.map((line) => ({ quantity: line.quantity, price: line.unitPrice, piecesPerPackage: 1 })),
      ).totalAmount
    : null;
  return { title: list.title, currency: list.currency, priced, lines, total };
}
