import type { PhaseOutStatus, StockAvailabilityStatus } from "@catalogue/core/model";
import { COUNTRIES, countryByShortcut } from "./countries.data";
import { CURRENCIES } from "./currencies.data";
import type { Random } from "./prng";
import { PRODUCT_TEMPLATES } from "./product-templates";
import type { CountryRow, CurrencyRow, ProductCountryRow, ProductRow } from "./seed-types";

type Status = Pick<
  ProductCountryRow,
  "phaseOutStatus" | "stockStatus" | "quantity" | "criticalQuantity" | "marketClearance"
>;

const NORMAL: Status = {
  phaseOutStatus: "AVAILABLE",
  stockStatus: "AVAILABLE",
  quantity: null,
  criticalQuantity: null,
  marketClearance: true,
};

/**
 * Core spec 4.2: the first products in Germany (the demo users' country) show every status once, so that a demo
 * finds each case at a known part number even in a tiny seed (documented in docs/api/seed-data.md).
 */
export const SHOWCASE_STATUSES: Status[] = [
  NORMAL,
  { ...NORMAL, phaseOutStatus: "UPCOMING_PHASE_OUT" },
  { ...NORMAL, phaseOutStatus: "PHASED_OUT" },
  { ...NORMAL, phaseOutStatus: "BLOCKED" },
  { ...NORMAL, phaseOutStatus: "NOT_AVAILABLE" },
  { ...NORMAL, stockStatus: "SHIP_HOLD", quantity: 0, criticalQuantity: 20 },
  { ...NORMAL, stockStatus: "OUT_OF_STOCK", quantity: 0, criticalQuantity: 10 },
  { ...NORMAL, stockStatus: "LIMITED_QUANTITY", quantity: 4, criticalQuantity: 10 },
  { ...NORMAL, quantity: 250, criticalQuantity: 20 },
  { ...NORMAL, marketClearance: false },
];

const PHASE_OUT_WEIGHTS: [PhaseOutStatus, number][] = [
  ["AVAILABLE", 0.86],
  ["UPCOMING_PHASE_OUT", 0.05],
  ["PHASED_OUT", 0.03],
  ["BLOCKED", 0.02],
  ["NOT_AVAILABLE", 0.04],
];

const STOCK_WEIGHTS: [StockAvailabilityStatus, number][] = [
  ["AVAILABLE", 0.88],
  ["LIMITED_QUANTITY", 0.06],
  ["OUT_OF_STOCK", 0.04],
  ["SHIP_HOLD", 0.02],
];

function weighted<T>(random: Random, weights: readonly [T, number][]): T {
  let roll = random.next();
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (weights[0] as [T, number])[0];
}

// Core spec 4.2: quantity above the critical quantity is the abnormal-quantity warning; at or below it, or with
// either missing, the stock check is silent. Most rows are silent, some abnormal.
function randomStatus(random: Random): Status {
  const stockStatus = weighted(random, STOCK_WEIGHTS);
  const criticalQuantity = random.chance(0.6) ? random.int(5, 50) : null;
  const abnormal = criticalQuantity !== null && random.chance(0.08);
  let quantity: number | null = null;
  if (stockStatus === "OUT_OF_STOCK" || stockStatus === "SHIP_HOLD") quantity = 0;
  else if (criticalQuantity !== null) {
    quantity = abnormal ? criticalQuantity + random.int(1, 500) : random.int(0, criticalQuantity);
  }
  return {
    phaseOutStatus: weighted(random, PHASE_OUT_WEIGHTS),
    stockStatus,
    quantity,
    criticalQuantity,
    marketClearance: random.chance(0.95),
  };
}

const roundMoney = (value: number, currency: CurrencyRow): number =>
  currency.eurRate >= 100 ? Math.round(value) : Math.round(value * 100) / 100;

function pricesFor(basePriceEur: number, currency: CurrencyRow, random: Random) {
  const globalReferencePrice = basePriceEur * currency.eurRate;
  const localListPrice = globalReferencePrice * (0.9 + random.next() * 0.4);
  const crp = localListPrice * (0.6 + random.next() * 0.3);
  const ggpUnitPrice = random.chance(0.85) ? crp * (0.75 + random.next() * 0.4) : null;
  return {
    localListPrice: roundMoney(localListPrice, currency),
    globalReferencePrice: roundMoney(globalReferencePrice, currency),
    crp: roundMoney(crp, currency),
    ggpUnitPrice: ggpUnitPrice === null ? null : roundMoney(ggpUnitPrice, currency),
    ggpLowerLimit: ggpUnitPrice === null ? null : roundMoney(ggpUnitPrice * 0.9, currency),
    ggpUpperLimit: ggpUnitPrice === null ? null : roundMoney(ggpUnitPrice * 1.1, currency),
  };
}

function partnerTextFor(status: PhaseOutStatus, product: ProductRow): string | null {
  if (status === "UPCOMING_PHASE_OUT")
    return `${product.title} will be phased out; please order a successor in time.`;
  if (status === "PHASED_OUT")
    return `${product.title} is no longer supplied; contact the manufacturer for a successor.`;
  return null;
}

function basePriceFor(product: ProductRow, random: Random): number {
  const template = PRODUCT_TEMPLATES.find((candidate) => candidate.cluster === product.productCluster);
  const [min, max] = template?.priceEur ?? [1, 100];
  return min + random.next() * (max - min);
}

function currencyOf(country: CountryRow | null): CurrencyRow {
  const currencyId = country?.currencyId ?? countryByShortcut("DE").currencyId;
  const currency = CURRENCIES.find((row) => row.id === currencyId);
  if (!currency) throw new Error(`Seed reference data: unknown currency ${currencyId}`);
  return currency;
}

/** The countries that get a row per product, the global default row (null) first; in this order per product. */
const TARGETS: readonly (CountryRow | null)[] = [
  null,
  ...COUNTRIES.filter((country) => country.hasProductData),
];

/** How many country rows each product has. */
export const COUNTRY_ROWS_PER_PRODUCT = TARGETS.length;

/**
 * Core spec 3 / 4.2: per-country rows for the main countries (`hasProductData`) plus one global default row
 * (countryId null, in EUR) per product; other countries read the global row. Keeps 50,000 products at 13 rows each.
 * `products` start at the `firstIndex`th product of the catalogue: the catalogue's rows are those of its
 * consecutive slices, in order, from one `random`.
 */
export function productCountriesOf(
  random: Random,
  products: readonly ProductRow[],
  firstIndex: number,
): ProductCountryRow[] {
  const germanyId = countryByShortcut("DE").id;
  const currencies = TARGETS.map(currencyOf);
  const rows: ProductCountryRow[] = [];
  products.forEach((product, index) => {
    const basePrice = basePriceFor(product, random);
    TARGETS.forEach((country, targetIndex) => {
      const currency = currencies[targetIndex] as CurrencyRow;
      const showcase = country?.id === germanyId ? SHOWCASE_STATUSES[firstIndex + index] : undefined;
      const status = showcase ?? randomStatus(random);
      rows.push({
        productId: product.id,
        countryId: country?.id ?? null,
        currencyId: currency.id,
        ...pricesFor(basePrice, currency, random),
        ...status,
        partnerPhaseOutText: partnerTextFor(status.phaseOutStatus, product),
      });
    });
  });
  return rows;
}
