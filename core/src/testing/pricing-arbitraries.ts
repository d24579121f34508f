import fc from "fast-check";
import { PRICE_MAX, QUANTITY_MAX } from "../constants";
import { Separator } from "../model/enums";

/** Core spec 9: any price in cents precision, from 0 to the price bound. */
export const priceArb: fc.Arbitrary<number> = fc
  .integer({ min: 0, max: Math.round(PRICE_MAX * 100) })
  .map((cents) => cents / 100);

/** Core spec 9: any amount with cents, positive or negative, within the price bound (for format round trips). */
export const signedAmountArb: fc.Arbitrary<number> = fc
  .integer({ min: -Math.round(PRICE_MAX * 100), max: Math.round(PRICE_MAX * 100) })
  .map((cents) => cents / 100);

/** Core spec 9: any quantity of packages a list line may hold. */
export const quantityArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: QUANTITY_MAX });

/** Core spec 9: either number format. */
export const separatorArb: fc.Arbitrary<Separator> = fc.constantFrom(...Separator.options);

/** Core spec 5: the decimal mark a user may type, comma or dot. */
export const decimalMarkArb: fc.Arbitrary<"," | "."> = fc.constantFrom(",", ".");
