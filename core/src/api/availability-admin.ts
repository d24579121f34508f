import * as z from "zod";
import { AVAILABILITY_DESCRIPTION_MAX, AVAILABILITY_LINK_MAX, QUANTITY_MAX } from "../constants";
import { AvailabilityIndicator } from "../model/availability";
import { Id } from "../model/common";
import { AvailabilityIndicatorScope, CustomStatusValue } from "../model/enums";
import { ValidationMessage } from "../rules/validation-messages";

/**
 * Core spec 4.8 / supplement 7 (POST and PUT /products/{id}/availability-indicator): one indicator for the
 * product, global or for the listed countries or subregions. Status, description and targets may be missing on
 * the wire: the server then answers the spec's 409 result keys (core `indicatorRuleKey`), not a 460. Formats
 * (lengths, the link, the critical quantity's bounds) and a missing link (core `indicatorFieldErrors`,
 * supplement 5) are 460 validation errors.
 */
export const AvailabilityIndicatorRequest = z.object({
  scope: AvailabilityIndicatorScope,
  status: CustomStatusValue.nullable().optional(),
  description: z.string().max(AVAILABILITY_DESCRIPTION_MAX).nullable().optional(),
  link: z
    .union([
      z.literal(""),
      z.url({ protocol: /^https?$/, error: ValidationMessage.invalidUrl }).max(AVAILABILITY_LINK_MAX),
    ])
    .nullable()
    .optional(),
  criticalQuantity: z.int().min(0).max(QUANTITY_MAX).nullable().optional(),
  countryIds: z.array(Id).max(500).optional(),
  subregionIds: z.array(Id).max(100).optional(),
});
export type AvailabilityIndicatorRequest = z.infer<typeof AvailabilityIndicatorRequest>;

/** Core spec 4.8: which mode a product's indicators are in: none (edit), one global, or per country/subregion. */
export const AvailabilityMode = z.enum(["EDIT", "GLOBAL", "CUSTOM"]);
export type AvailabilityMode = z.infer<typeof AvailabilityMode>;

/** Supplement 7 (GET /products/{id}/availability-indicator): every indicator of one product, for its admin. */
export const ProductIndicators = z.object({
  productId: Id,
  partNumber: z.string().min(1),
  mode: AvailabilityMode,
  indicators: z.array(AvailabilityIndicator),
});
export type ProductIndicators = z.infer<typeof ProductIndicators>;

/** Supplement 7 (DELETE /products/{id}/availability-indicator): one indicator by id, or all of the product. */
export const IndicatorDeleteQuery = z.object({ indicatorId: z.coerce.number().int().positive().optional() });
export type IndicatorDeleteQuery = z.infer<typeof IndicatorDeleteQuery>;
