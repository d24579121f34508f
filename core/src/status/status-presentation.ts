import * as z from "zod";
import type { ProductAvailability } from "../model/enums";
import type { CustomStatus } from "../model/product-parts";
import type { ProductStatus } from "./product-status";

/** Core spec 4.1: the colour class of a status (green available, yellow warning, red not available). */
export const StatusColour = z.enum(["GREEN", "YELLOW", "RED"]);
export type StatusColour = z.infer<typeof StatusColour>;

/**
 * Core spec 4.2 / supplement 4: status shortcut codes (abnormal quantity, available, contact the maker, limited
 * quantity, market clearance, not available, not defined, phase out, warning). The letters shown are per locale.
 */
export const StatusShortcut = z.enum(["AQ", "A", "CD", "LQ", "MC", "NA", "ND", "PO", "W"]);
export type StatusShortcut = z.infer<typeof StatusShortcut>;

// Core spec 4.1 overall mapping: blocked, out of stock, phased out, ship hold => not available; limited quantity,
// upcoming phase out => warning. Market clearance is "marked not available" (4.2); abnormal quantity is a warning.
// Contact-the-manufacturer asks the partner to act, so it is a warning, not a refusal.
const SEVERITY: Record<Exclude<ProductStatus, "CUSTOM_STATUS">, ProductAvailability> = {
  MARKET_CLEARANCE: "NOT_AVAILABLE",
  PHASED_OUT: "NOT_AVAILABLE",
  SCP_PHASED_OUT: "NOT_AVAILABLE",
  SHIP_HOLD: "NOT_AVAILABLE",
  OUT_OF_STOCK: "NOT_AVAILABLE",
  NOT_AVAILABLE: "NOT_AVAILABLE",
  BLOCKED: "NOT_AVAILABLE",
  LIMITED_QUANTITY: "WARNING",
  UPCOMING_PHASE_OUT: "WARNING",
  SCP_UPCOMING_PHASE_OUT: "WARNING",
  ABNORMAL_QUANTITY: "WARNING",
  AVAILABLE: "AVAILABLE",
  CONTACT_MANUFACTURER: "WARNING",
};

/** Core spec 4.1 / 4.2: the severity of a status; a custom status carries its own (AVAILABLE, WARNING, NOT_AVAILABLE). */
export function statusSeverity(
  status: ProductStatus,
  customStatus: CustomStatus | null,
): ProductAvailability {
  if (status === "CUSTOM_STATUS") return customStatus?.status ?? "AVAILABLE";
  return SEVERITY[status];
}

const COLOUR: Record<ProductAvailability, StatusColour> = {
  AVAILABLE: "GREEN",
  WARNING: "YELLOW",
  NOT_AVAILABLE: "RED",
};

/** Core spec 4.1: the colour class of a severity. */
export function severityColour(severity: ProductAvailability): StatusColour {
  return COLOUR[severity];
}

const SHORTCUT: Record<Exclude<ProductStatus, "CUSTOM_STATUS">, StatusShortcut> = {
  MARKET_CLEARANCE: "MC",
  PHASED_OUT: "PO",
  SCP_PHASED_OUT: "PO",
  SHIP_HOLD: "NA",
  OUT_OF_STOCK: "NA",
  NOT_AVAILABLE: "NA",
  BLOCKED: "NA",
  LIMITED_QUANTITY: "LQ",
  UPCOMING_PHASE_OUT: "W",
  SCP_UPCOMING_PHASE_OUT: "W",
  ABNORMAL_QUANTITY: "AQ",
  AVAILABLE: "A",
  CONTACT_MANUFACTURER: "CD",
};

const CUSTOM_SHORTCUT: Record<ProductAvailability, StatusShortcut> = {
  AVAILABLE: "A",
  WARNING: "W",
  NOT_AVAILABLE: "NA",
};

/**
 * Supplement 4: the shortcut code of a status; a custom status uses the code of its severity, and a product whose
 * status is unknown (null, e.g. not loaded) is "not defined".
 */
export function statusShortcut(
  status: ProductStatus | null,
  customStatus: CustomStatus | null = null,
): StatusShortcut {
  if (status === null) return "ND";
  if (status === "CUSTOM_STATUS") return CUSTOM_SHORTCUT[statusSeverity(status, customStatus)];
  return SHORTCUT[status];
}

/** Core spec 4.2: the i18n key of a status label (`status.label.<STATUS>` in every locale). */
export function statusLabelKey(status: ProductStatus): `status.label.${ProductStatus}` {
  return `status.label.${status}`;
}

/** Supplement 4: the i18n key of the per-locale letters of a shortcut code (`status.shortcut.<CODE>`). */
export function statusShortcutKey(shortcut: StatusShortcut): `status.shortcut.${StatusShortcut}` {
  return `status.shortcut.${shortcut}`;
}
