import * as z from "zod";
import { deriveProductStatus, type ProductStatus, type StatusProduct } from "../../status";

/**
 * Why a product stays behind when a list is copied into another country: not cleared for that market, no longer
 * sold there (phased out), or not available there (blocked, not available, or a custom status saying so).
 */
export const RepriceSkipReason = z.enum(["NOT_CLEARED", "PHASED_OUT", "NOT_AVAILABLE"]);
export type RepriceSkipReason = z.infer<typeof RepriceSkipReason>;

// Every check on: whether a product may be sold in a country does not depend on what the user chose to display.
const EVERY_CHECK = { isPartner: false, phaseOutCheck: true, clearanceCheck: true, showAvailability: true };

const REASON_OF: Partial<Record<ProductStatus, RepriceSkipReason>> = {
  MARKET_CLEARANCE: "NOT_CLEARED",
  PHASED_OUT: "PHASED_OUT",
  NOT_AVAILABLE: "NOT_AVAILABLE",
  BLOCKED: "NOT_AVAILABLE",
};

/**
 * Core spec 4.2 applied to the target country's row: the first reason in the status priority order, or null when
 * the product may be copied. Stock states (ship hold, out of stock, limited quantity) and upcoming phase-outs are
 * temporary or still sellable, so they do not stop a copy. A custom status (the country's own word, which outranks
 * phase-out and stock in the derivation) stops it only when it says not available. A product with no row in the target
 * country (`undefined`) is not available there.
 */
export function repriceSkipReason(product: StatusProduct | undefined): RepriceSkipReason | null {
  if (product === undefined) return "NOT_AVAILABLE";
  const derived = deriveProductStatus(product, EVERY_CHECK);
  for (const status of derived.applicable) {
    // The country's own status outranks phase-out and stock (core spec 4.2 priority): it alone decides below it.
    if (status === "CUSTOM_STATUS")
      return derived.customStatus?.status === "NOT_AVAILABLE" ? "NOT_AVAILABLE" : null;
    const reason = REASON_OF[status];
    if (reason) return reason;
  }
  return null;
}

/** One element left out of the copy, with why. */
export type RepriceSkipped<T> = { element: T; reason: RepriceSkipReason };

/** The elements of a list split into those copied into the target country and those left behind, order kept. */
export type RepricePartition<T> = { copied: T[]; skipped: RepriceSkipped<T>[] };

/**
 * Supplement 7 (re-price): splits a list's elements by `repriceSkipReason` of each product in the target country
 * (`statusIn` answers undefined for a product the country does not sell).
 */
export function partitionForReprice<T extends { readonly productId: number }>(
  elements: readonly T[],
  statusIn: (productId: number) => StatusProduct | undefined,
): RepricePartition<T> {
  const copied: T[] = [];
  const skipped: RepriceSkipped<T>[] = [];
  for (const element of elements) {
    const reason = repriceSkipReason(statusIn(element.productId));
    if (reason === null) copied.push(element);
    else skipped.push({ element, reason });
  }
  return { copied, skipped };
}

/** Supplement 7 (alternatives): the alternatives of a skipped product that the target country would take. */
export function repriceAlternatives(
  alternativeIds: readonly number[],
  statusIn: (productId: number) => StatusProduct | undefined,
): number[] {
  return [...new Set(alternativeIds)].filter((id) => repriceSkipReason(statusIn(id)) === null);
}

/**
 * Core spec 6 (roles per country): whether the user holds a role in the country; a role without a country (an
 * administrator's) reaches every country.
 */
export function holdsCountry(
  roles: readonly { readonly countryId: number | null }[],
  countryId: number,
): boolean {
  return roles.some((role) => role.countryId === null || role.countryId === countryId);
}

/** The countries a list may be re-priced into: those the user holds, other than the list's own. */
export function repriceTargets<C extends { readonly id: number }>(
  accessible: readonly C[],
  listCountryId: number | null,
): C[] {
  return accessible.filter((country) => country.id !== listCountryId);
}
