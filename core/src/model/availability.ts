import * as z from "zod";
import { Id } from "./common";
import { AvailabilityIndicatorScope, CustomStatusValue } from "./enums";

/**
 * Core spec 3 / 4.8: a custom availability indicator of one product, global, per subregion or per country.
 * The scope decides which target id is set: none for GLOBAL, subregionId for SUBREGION, countryId for COUNTRY.
 */
export const AvailabilityIndicator = z
  .object({
    id: Id,
    partNumber: z.string().min(1),
    scope: AvailabilityIndicatorScope,
    status: CustomStatusValue,
    description: z.string().min(1),
    link: z.url().nullable(),
    criticalQuantity: z.int().nonnegative().nullable(),
    countryId: Id.nullable(),
    subregionId: Id.nullable(),
  })
  .refine(
    (indicator) =>
      (indicator.scope === "COUNTRY") === (indicator.countryId !== null) &&
      (indicator.scope === "SUBREGION") === (indicator.subregionId !== null),
    { message: "the target id must match the scope", path: ["scope"] },
  );
export type AvailabilityIndicator = z.infer<typeof AvailabilityIndicator>;
