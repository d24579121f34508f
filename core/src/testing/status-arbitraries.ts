import fc from "fast-check";
import { CustomStatusValue, PhaseOutStatus, StockAvailabilityStatus } from "../model/enums";
import type { CustomStatus } from "../model/product-parts";
import { MarketClearance } from "../model/product-parts";
import type { StatusProduct, StatusViewer } from "../status/derive-product-status";

/** Core spec 4.2: any custom status a Key user can set. */
export const customStatusArb: fc.Arbitrary<CustomStatus> = fc.record({
  status: fc.constantFrom(...CustomStatusValue.options),
  description: fc.string({ minLength: 1, maxLength: 40 }),
  link: fc.option(fc.constant("https://status.example.com/p"), { nil: null }),
});

/** Core spec 4.2: any combination of the product fields the status derivation reads. */
export const statusProductArb: fc.Arbitrary<StatusProduct> = fc.record({
  phaseOutStatus: fc.constantFrom(...PhaseOutStatus.options),
  marketClearance: fc.constantFrom(...MarketClearance.options),
  stockAvailabilityStatus: fc.constantFrom(...StockAvailabilityStatus.options),
  quantity: fc.option(fc.nat({ max: 1000 }), { nil: null }),
  criticalQuantity: fc.option(fc.nat({ max: 1000 }), { nil: null }),
  customStatus: fc.option(customStatusArb, { nil: null }),
});

/** Core spec 4.2: any viewer, partner or staff, with any combination of checks. */
export const statusViewerArb: fc.Arbitrary<StatusViewer> = fc.record({
  isPartner: fc.boolean(),
  phaseOutCheck: fc.boolean(),
  clearanceCheck: fc.boolean(),
  showAvailability: fc.boolean(),
});
