import type { GgpRange } from "../model/product-parts";
import { ggpIndicator } from "./price-difference";

/**
 * Core spec 9 (GGP indicator): a price lies outside the GGP corridor when it is below the lower limit or above the
 * upper limit (limits included in the corridor). Without a price or a corridor nothing is outside.
 */
export function isOutsideGgpCorridor(
  price: number | null | undefined,
  ggp: GgpRange | null | undefined,
): boolean {
  const indicator = ggpIndicator(price, ggp);
  return indicator === "LOW" || indicator === "GOOD";
}

/** Core spec 9: one list line as the corridor guard sees it: its CRP net price and the product's corridor. */
export type CorridorLine = { price: number | null | undefined; ggp: GgpRange | null | undefined };

/** Core spec 2.3 / 9: how many lines of a list have a CRP net price outside their GGP corridor (list totals). */
export function countOutsideGgpCorridor(lines: readonly CorridorLine[]): number {
  return lines.filter((line) => isOutsideGgpCorridor(line.price, line.ggp)).length;
}
