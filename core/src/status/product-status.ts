import * as z from "zod";

/**
 * Core spec 4.2: every status a product can show, listed in the priority order of the specification, highest
 * first (MarketClearance, CustomStatus, ..., AbnormalQuantity, AVAILABLE, contact-the-manufacturer).
 */
export const ProductStatus = z.enum([
  "MARKET_CLEARANCE",
  "CUSTOM_STATUS",
  "PHASED_OUT",
  "SCP_PHASED_OUT",
  "SHIP_HOLD",
  "OUT_OF_STOCK",
  "NOT_AVAILABLE",
  "BLOCKED",
  "LIMITED_QUANTITY",
  "UPCOMING_PHASE_OUT",
  "SCP_UPCOMING_PHASE_OUT",
  "ABNORMAL_QUANTITY",
  "AVAILABLE",
  "CONTACT_MANUFACTURER",
]);
export type ProductStatus = z.infer<typeof ProductStatus>;

/** Core spec 4.2: the rank of a status in the priority order; a lower rank wins. */
export function statusPriority(status: ProductStatus): number {
  return ProductStatus.options.indexOf(status);
}

/** Core spec 4.2: orders statuses by priority, the winner first, without duplicates. */
export function sortByPriority(statuses: readonly ProductStatus[]): ProductStatus[] {
  return [...new Set(statuses)].sort((a, b) => statusPriority(a) - statusPriority(b));
}

/**
 * Core spec 4.2 "phased-out-like statuses are reported only when there is no custom status": the statuses that
 * announce a phase-out, for staff and partners.
 */
export const PHASED_OUT_LIKE: readonly ProductStatus[] = [
  "PHASED_OUT",
  "SCP_PHASED_OUT",
  "UPCOMING_PHASE_OUT",
  "SCP_UPCOMING_PHASE_OUT",
];

/** Core spec 4.2: the statuses a partner may see; every other non-available result becomes contact-the-manufacturer. */
export const PARTNER_VISIBLE: readonly ProductStatus[] = [
  "SCP_PHASED_OUT",
  "SCP_UPCOMING_PHASE_OUT",
  "AVAILABLE",
  "CONTACT_MANUFACTURER",
];
