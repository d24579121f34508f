import type { AvailabilityIndicator, CustomStatus } from "@catalogue/core/model";
import type { Db } from "../../db/database";
import { availabilityIndicators } from "../../db/schema/index";

/** Core spec 4.8: where the viewer is, which decides the indicator that applies to them. */
export interface IndicatorPlace {
  countryId: number | null;
  subregionId: number | null;
}

/** Every indicator, grouped by part number, read with the catalogue. */
export async function loadIndicators(db: Db): Promise<Map<string, AvailabilityIndicator[]>> {
  const rows = await db.select().from(availabilityIndicators);
  const byPart = new Map<string, AvailabilityIndicator[]>();
  for (const row of rows) {
    const indicator = { ...row, scope: row.scope, status: row.status } as AvailabilityIndicator;
    byPart.set(row.partNumber, [...(byPart.get(row.partNumber) ?? []), indicator]);
  }
  return byPart;
}

function applies(indicator: AvailabilityIndicator, place: IndicatorPlace): boolean {
  if (indicator.scope === "COUNTRY") return indicator.countryId === place.countryId;
  if (indicator.scope === "SUBREGION") return indicator.subregionId === place.subregionId;
  return true;
}

const SPECIFICITY = { COUNTRY: 0, SUBREGION: 1, GLOBAL: 2 } as const;

/** Core spec 4.8: the most specific indicator for the viewer's place: their country, their subregion, global. */
export function indicatorFor(
  indicators: readonly AvailabilityIndicator[] | undefined,
  place: IndicatorPlace,
): AvailabilityIndicator | undefined {
  return (indicators ?? [])
    .filter((indicator) => applies(indicator, place))
    .sort((a, b) => SPECIFICITY[a.scope] - SPECIFICITY[b.scope] || a.id - b.id)[0];
}

/** Core spec 4.2 / 4.8: the custom status an indicator gives a product. */
export function customStatusOf(indicator: AvailabilityIndicator | undefined): CustomStatus | null {
  return indicator
    ? { status: indicator.status, description: indicator.description, link: indicator.link }
    : null;
}
