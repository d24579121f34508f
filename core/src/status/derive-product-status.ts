import type { ProductAvailability } from "../model/enums";
import type { Product } from "../model/product";
import type { CustomStatus } from "../model/product-parts";
import { PARTNER_VISIBLE, PHASED_OUT_LIKE, type ProductStatus, sortByPriority } from "./product-status";
import {
  type StatusColour,
  type StatusShortcut,
  severityColour,
  statusLabelKey,
  statusSeverity,
  statusShortcut,
} from "./status-presentation";

/** Core spec 4.2: the product fields the status derivation reads. */
export type StatusProduct = Pick<
  Product,
  | "phaseOutStatus"
  | "marketClearance"
  | "stockAvailabilityStatus"
  | "quantity"
  | "criticalQuantity"
  | "customStatus"
>;

/** Core spec 4.2: who looks, and which of their settings' checks are on (only enabled flags apply). */
export type StatusViewer = {
  isPartner: boolean;
  phaseOutCheck: boolean;
  clearanceCheck: boolean;
  showAvailability: boolean;
};

/** Core spec 4.2: the derived status: the winner, every applicable status by priority, and how to show it. */
export type DerivedProductStatus = {
  status: ProductStatus;
  applicable: ProductStatus[];
  severity: ProductAvailability;
  colour: StatusColour;
  shortcut: StatusShortcut;
  labelKey: `status.label.${ProductStatus}`;
  customStatus: CustomStatus | null;
};

function phaseOutResult(product: StatusProduct, isPartner: boolean): ProductStatus {
  switch (product.phaseOutStatus) {
    case "UPCOMING_PHASE_OUT":
      return isPartner ? "SCP_UPCOMING_PHASE_OUT" : "UPCOMING_PHASE_OUT";
    case "PHASED_OUT":
      return isPartner ? "SCP_PHASED_OUT" : "PHASED_OUT";
    case "BLOCKED":
    case "NOT_AVAILABLE":
      return product.phaseOutStatus;
    default:
      return "AVAILABLE";
  }
}

function clearanceResult(product: StatusProduct): ProductStatus {
  return product.marketClearance === "MARKET_CLEARANCE" ? "MARKET_CLEARANCE" : "AVAILABLE";
}

function availabilityResult(product: StatusProduct): ProductStatus {
  const { stockAvailabilityStatus, quantity, criticalQuantity } = product;
  if (stockAvailabilityStatus !== "AVAILABLE") return stockAvailabilityStatus;
  if (quantity === null || criticalQuantity === null || quantity <= criticalQuantity) return "AVAILABLE";
  return "ABNORMAL_QUANTITY";
}

/** The results of the checks the viewer has switched on, each AVAILABLE or a problem. */
function checkResults(product: StatusProduct, viewer: StatusViewer): ProductStatus[] {
  const results: ProductStatus[] = [];
  if (viewer.phaseOutCheck) results.push(phaseOutResult(product, viewer.isPartner));
  if (viewer.clearanceCheck) results.push(clearanceResult(product));
  if (viewer.showAvailability) results.push(availabilityResult(product));
  return results;
}

function staffStatuses(problems: ProductStatus[], hasCustom: boolean): ProductStatus[] {
  if (problems.length === 0) return [hasCustom ? "CUSTOM_STATUS" : "AVAILABLE"];
  return sortByPriority(hasCustom ? [...problems, "CUSTOM_STATUS"] : problems);
}

// A partner sees only the SCP phase-out texts; every other problem, and a custom status, asks them to contact
// the manufacturer (core spec 4.2: "phased out wins, then upcoming phase out, else contact-the-manufacturer").
function partnerStatuses(problems: ProductStatus[], hasCustom: boolean): ProductStatus[] {
  if (problems.length === 0) return [hasCustom ? "CONTACT_MANUFACTURER" : "AVAILABLE"];
  const visible = problems.map((status) =>
    PARTNER_VISIBLE.includes(status) ? status : "CONTACT_MANUFACTURER",
  );
  return sortByPriority(hasCustom ? [...visible, "CONTACT_MANUFACTURER"] : visible);
}

/**
 * Core spec 4.2 / supplement 4: derives a product's status for a viewer. A custom status counts when the phase-out
 * check or the availability display is on, and then hides the phased-out-like results.
 */
export function deriveProductStatus(product: StatusProduct, viewer: StatusViewer): DerivedProductStatus {
  const customStatus = viewer.phaseOutCheck || viewer.showAvailability ? product.customStatus : null;
  const hasCustom = customStatus !== null;
  const problems = checkResults(product, viewer).filter(
    (status) => status !== "AVAILABLE" && !(hasCustom && PHASED_OUT_LIKE.includes(status)),
  );
  const applicable = viewer.isPartner
    ? partnerStatuses(problems, hasCustom)
    : staffStatuses(problems, hasCustom);
  const status = applicable[0] ?? "AVAILABLE";
  const severity = statusSeverity(status, customStatus);
  return {
    status,
    applicable,
    severity,
    colour: severityColour(severity),
    shortcut: statusShortcut(status, customStatus),
    labelKey: statusLabelKey(status),
    customStatus,
  };
}
