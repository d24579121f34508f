import * as z from "zod";
import type { GgpRange } from "../model/product-parts";

/**
 * Core spec 9: the difference between the CRP and the GGP unit price as a whole percentage of the CRP,
 * (crp - ggpUnitPrice) / crp, rounded half up. Null when it is not shown: a missing or zero CRP, a missing GGP unit
 * price, or a negative rounded result (a rounded -0 counts as 0 and is shown as 0).
 */
export function priceDifferencePercent(
  crp: number | null | undefined,
  ggpUnitPrice: number | null | undefined,
): number | null {
  if (crp == null || ggpUnitPrice == null || crp <= 0) return null;
  const percent = Math.round(((crp - ggpUnitPrice) / crp) * 100);
  return percent < 0 ? null : Math.abs(percent);
}

/** Core spec 9: where a price sits against the GGP corridor. */
export const GgpIndicator = z.enum(["LOW", "ACCEPTABLE", "GOOD", "MISSING"]);
export type GgpIndicator = z.infer<typeof GgpIndicator>;

/**
 * Core spec 9: LOW below the corridor's lower limit, GOOD above its upper limit, ACCEPTABLE between them (limits
 * included), MISSING when the price or the corridor is missing.
 */
export function ggpIndicator(
  price: number | null | undefined,
  ggp: GgpRange | null | undefined,
): GgpIndicator {
  if (price == null || ggp == null) return "MISSING";
  if (price < ggp.lowerLimit) return "LOW";
  if (price > ggp.upperLimit) return "GOOD";
  return "ACCEPTABLE";
}

/** Core spec 9: the i18n key of a GGP indicator label (`pricing.ggp.<INDICATOR>`). */
export function ggpIndicatorLabelKey(indicator: GgpIndicator): `pricing.ggp.${GgpIndicator}` {
  return `pricing.ggp.${indicator}`;
}
