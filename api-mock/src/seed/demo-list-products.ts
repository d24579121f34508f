import { countryByShortcut } from "./countries.data";
import { CURRENCIES } from "./currencies.data";
import type { ProductCountryRow, ProductRow } from "./seed-types";

/**
 * Products of a cluster (by value-code prefix) in id order, topped up with the next unused products when the
 * catalogue is small (the tests seed 60 products), so the plan never depends on what a cluster happens to hold.
 */
export function picker(products: readonly ProductRow[]) {
  const used = new Set<number>();
  return (prefix: string, count: number): ProductRow[] => {
    const fits = products.filter((p) => p.productCluster.startsWith(prefix) && !used.has(p.id));
    const rest = products.filter((p) => !p.productCluster.startsWith(prefix) && !used.has(p.id));
    const chosen = [...fits, ...rest].slice(0, count);
    for (const product of chosen) used.add(product.id);
    return chosen;
  };
}

/** Germany's CRP in EUR for each product (the German row, else the global row when it is in EUR). */
export function germanCrp(rows: readonly ProductCountryRow[]): (productId: number) => number | null {
  const germany = countryByShortcut("DE").id;
  const euro = CURRENCIES.find((currency) => currency.title === "EUR")?.id;
  const prices = new Map<number, number>();
  for (const row of rows) {
    const better = row.countryId === germany || (row.countryId === null && !prices.has(row.productId));
    if (better && row.currencyId === euro) prices.set(row.productId, row.crp);
  }
  return (productId) => prices.get(productId) ?? null;
}

/** Whether `germanCrp` reads a country row (Germany's or the global one): the others can be dropped before. */
export function isGermanCrpSource(row: ProductCountryRow): boolean {
  return row.countryId === null || row.countryId === countryByShortcut("DE").id;
}
