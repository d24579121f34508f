import * as z from "zod";
import { PhaseOutStatus } from "../../model/enums";
import { deriveProductStatus, ProductStatus, type StatusProduct } from "../../status";

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

/** The products of a list with what changed about each, in the list's order; unchanged and new products left out. */
export function listHealthChanges(
  productIds: readonly number[],
  before: ReadonlyMap<number, HealthFacts>,
  now: (productId: number) => HealthFacts,
  pricesVisible: boolean,
): { productId: number; changes: HealthChange[] }[] {
  return [...new Set(productIds)].flatMap((productId) => {
    const was = before.get(productId);
    if (was === undefined) return [];
    const changes = compareHealthFacts(was, now(productId), pricesVisible);
    return changes.length > 0 ? [{ productId, changes }] : [];
  });
}
