import { canSeePrices, isPartner } from "@catalogue/core/access";
import type { ProductCard } from "@catalogue/core/api";
import type { AvailabilityIndicator, ProductPricing, Role } from "@catalogue/core/model";
import { deriveProductStatus, type StatusProduct } from "@catalogue/core/status";
import { DEFAULT_COUNTRY_ID } from "../../db/schema/index";
import { customStatusOf } from "./availability-indicators";
import type { CatalogueRow, CountryRow } from "./catalogue-rows";
import type { CountryRowLookup } from "./country-row-store";

/** What the card cache keeps of one product: the fixed part and its per-country rows. */
export interface CardEntry {
  row: CatalogueRow;
  countries: CountryRowLookup;
}

/** Core spec 4.2 / 6: who asks, with the settings that decide status and prices. */
export interface CardViewer {
  role: Role;
  countryId: number | null;
  currencyId: number | null;
  showPrices: boolean;
  showAvailability: boolean;
  phaseOutCheck: boolean;
  clearanceCheck: boolean;
}

/** Core spec 3: the row of the viewer's country, else the global default row. */
export function countryRowFor(entry: CardEntry, countryId: number | null): CountryRow | undefined {
  return (
    (countryId === null ? undefined : entry.countries.get(countryId)) ??
    entry.countries.get(DEFAULT_COUNTRY_ID)
  );
}

/**
 * Core spec 4.2 / 4.8: the status inputs of a product in one country (true in the table = cleared for sale
 * there); a custom availability indicator adds its status and, when it sets one, its critical quantity.
 */
export function statusInputs(
  country: CountryRow | undefined,
  indicator?: AvailabilityIndicator,
): StatusProduct {
  return {
    phaseOutStatus: country?.phaseOutStatus ?? "AVAILABLE",
    marketClearance: country === undefined || country.marketClearance ? "CLEARED" : "MARKET_CLEARANCE",
    stockAvailabilityStatus: country?.stockStatus ?? "AVAILABLE",
    quantity: country?.quantity ?? null,
    criticalQuantity: indicator?.criticalQuantity ?? country?.criticalQuantity ?? null,
    customStatus: customStatusOf(indicator),
  };
}

/** Converts an amount between currencies through their EUR rates (units per euro), to cents. */
export type Convert = (amount: number, fromCurrencyId: number) => number;

/** Core spec 3: the pricing block of a card in the viewer's currency. */
export function pricingOf(country: CountryRow, convert: Convert): ProductPricing {
  const money = (value: number | null) => (value === null ? null : convert(value, country.currencyId));
  const lower = money(country.ggpLowerLimit);
  const upper = money(country.ggpUpperLimit);
  return {
    crp: money(country.crp),
    ggpUnitPrice: money(country.ggpUnitPrice),
    ggp: lower !== null && upper !== null ? { lowerLimit: lower, upperLimit: upper } : null,
    totalPrice: null,
  };
}

/**
 * Core spec 2.3 / 4.2 / 6: a product's card for one viewer: the status for their settings and role, and the
 * prices only when core's `canSeePrices` allows (otherwise the `pricing` key is left out, not set to null).
 */
export function toProductCard(
  entry: CardEntry,
  viewer: CardViewer,
  convert: Convert,
  isFavorite: boolean,
  indicator?: AvailabilityIndicator,
): ProductCard {
  const { row } = entry;
  const country = countryRowFor(entry, viewer.countryId);
  const inputs = statusInputs(country, indicator);
  const status = deriveProductStatus(inputs, {
    isPartner: isPartner(viewer),
    phaseOutCheck: viewer.phaseOutCheck,
    clearanceCheck: viewer.clearanceCheck,
    showAvailability: viewer.showAvailability,
  });
  const card: ProductCard = {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    partNumber: row.partNumber,
    productCluster: row.productCluster,
    imageId: row.imageId,
    image360: row.image360,
    isFavorite,
    isNew: row.isNew,
    ...inputs,
    status,
  };
  const allowed = canSeePrices(viewer);
  if (allowed && country) card.pricing = pricingOf(country, convert);
  return card;
}
