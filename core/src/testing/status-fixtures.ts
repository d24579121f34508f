import type { StatusProduct, StatusViewer } from "../status/derive-product-status";

/** Test fixture: a product with nothing to report (core spec 4.2: every check answers AVAILABLE). */
export const availableStatusProduct: StatusProduct = {
  phaseOutStatus: "AVAILABLE",
  marketClearance: "CLEARED",
  stockAvailabilityStatus: "AVAILABLE",
  quantity: 10,
  criticalQuantity: 50,
  customStatus: null,
};

/** Test fixture: an internal viewer with every check of their settings switched on. */
export const staffWithAllChecks: StatusViewer = {
  isPartner: false,
  phaseOutCheck: true,
  clearanceCheck: true,
  showAvailability: true,
};
