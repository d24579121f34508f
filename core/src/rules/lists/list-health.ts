import * as z from "zod";
import { PhaseOutStatus } from "../../model/enums";
import { deriveProductStatus, ProductStatus, type StatusProduct } from "../../status";
import type { RepriceSkipReason } from "./reprice";

// Every check on: what changed about a product on a list does not depend on what the user chose to display.
const EVERY_CHECK = { isPartner: false, phaseOutCheck: true, clearanceCheck: true, showAvailability: true };

/**
 * The facts about one product on a list that the list health check remembers when the user opens the list: its
 * phase-out state, whether it is cleared for the list's country, the status core spec 4.2 derives from them and
 * the stock, and its catalogue CRP in the list's currency (null: no price).
 */
export type HealthFacts = {
  phaseOutStatus: PhaseOutStatus;
  cleared: boolean;
  status: ProductStatus;
  crp: number | null;
};

// A product the list's country does not sell reads as not available there, as in the re-price rule.
const NOT_SOLD: StatusProduct = {
  phaseOutStatus: "NOT_AVAILABLE",
  marketClearance: "CLEARED",
  stockAvailabilityStatus: "AVAILABLE",
  quantity: null,
  criticalQuantity: null,
  customStatus: null,
};

/**
 * Core spec 4.2 applied to a product's row in the list's country, with every check on; undefined (the country
 * does not sell it) reads as not available.
 */
export function healthFactsOf(sold: StatusProduct | undefined, crp: number | null): HealthFacts {
  const product = sold ?? NOT_SOLD;
  return {
    phaseOutStatus: product.phaseOutStatus,
    cleared: product.marketClearance !== "MARKET_CLEARANCE",
    status: deriveProductStatus(product, EVERY_CHECK).status,
    crp,
  };
}

/** One change with its value before and after (a status name, or a price; null: none). */
export const HealthChange = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("PHASED_OUT"), before: PhaseOutStatus, after: PhaseOutStatus }),
  z.object({ kind: z.literal("CLEARANCE_LOST"), before: z.literal(true), after: z.literal(false) }),
  z.object({ kind: z.literal("AVAILABILITY_CHANGED"), before: ProductStatus, after: ProductStatus }),
  z.object({ kind: z.literal("PRICE_CHANGED"), before: z.number().nullable(), after: z.number().nullable() }),
]);
export type HealthChange = z.infer<typeof HealthChange>;
/** What changed about a product since the list was last opened. */
export type HealthChangeKind = HealthChange["kind"];

/**
 * Compares what a product was when the list was last opened with what it is now. A phase-out and a lost
 * clearance are named as such; any other change of the derived status (core spec 4.2) is an availability change,
 * reported only when neither of those explains it. A price change is reported only to a viewer allowed to see
 * prices (core spec 6).
 */
export function compareHealthFacts(
  before: HealthFacts,
  after: HealthFacts,
  pricesVisible: boolean,
): HealthChange[] {
  const changes: HealthChange[] = [];
  if (before.phaseOutStatus !== "PHASED_OUT" && after.phaseOutStatus === "PHASED_OUT") {
    changes.push({ kind: "PHASED_OUT", before: before.phaseOutStatus, after: after.phaseOutStatus });
  }
  if (before.cleared && !after.cleared) changes.push({ kind: "CLEARANCE_LOST", before: true, after: false });
  if (changes.length === 0 && before.status !== after.status) {
    changes.push({ kind: "AVAILABILITY_CHANGED", before: before.status, after: after.status });
  }
  if (pricesVisible && before.crp !== after.crp) {
    changes.push({ kind: "PRICE_CHANGED", before: before.crp, after: after.crp });
  }
  return changes;
}

/** One product of a list as the health check names it: what changed since the last open, why it may not be quoted now. */
export type ListHealthEntry = {
  productId: number;
  /** What changed since the list was last opened; empty when nothing did, or the product is new on the list. */
  changes: HealthChange[];
  /** Why the product may not be quoted now (core spec 4.2 in the list's country); null when it may. */
  reason: RepriceSkipReason | null;
};

/**
 * The products of a list that changed since the last open or may not be quoted now, each named once (a product
 * both changed and unquotable is one entry with both), in the list's order; the others are left out. Products
 * added since the last open have no changes, but may still have a reason.
 */
export function listHealthEntries(
  productIds: readonly number[],
  before: ReadonlyMap<number, HealthFacts>,
  now: (productId: number) => HealthFacts,
  reasonOf: (productId: number) => RepriceSkipReason | null,
  pricesVisible: boolean,
): ListHealthEntry[] {
  return [...new Set(productIds)].flatMap((productId) => {
    const was = before.get(productId);
    const changes = was === undefined ? [] : compareHealthFacts(was, now(productId), pricesVisible);
    const reason = reasonOf(productId);
    return changes.length > 0 || reason !== null ? [{ productId, changes, reason }] : [];
  });
}
