import type { FieldError } from "../api/error-envelope";
import type { ResultKey } from "../api/result-keys";
import type { AvailabilityIndicatorScope, CustomStatusValue } from "../model/enums";
import { ValidationMessage } from "./validation-messages";

/** Core spec 4.8: what a save of one product's indicator carries, before the business rules are checked. */
export interface IndicatorRequestInput {
  readonly scope: AvailabilityIndicatorScope;
  readonly status?: CustomStatusValue | null | undefined;
  readonly description?: string | null | undefined;
  readonly countryIds?: readonly number[] | undefined;
  readonly subregionIds?: readonly number[] | undefined;
}

/** Core spec 8: the availability result keys a rule of core spec 4.8 / 5 answers with (409). */
export type IndicatorRuleKey = Extract<
  ResultKey,
  | "CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY"
  | "COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED"
  | "GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED"
  | "MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA"
  | "MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA"
>;

function targetsOf(request: IndicatorRequestInput): readonly number[] {
  if (request.scope === "COUNTRY") return request.countryIds ?? [];
  if (request.scope === "SUBREGION") return request.subregionIds ?? [];
  return [];
}

/**
 * Core spec 4.8 / 5 / 8: the first availability rule a request breaks, or null. A global indicator needs a
 * status (MISSING_GLOBAL_...) and a description (GLOBAL_..._DESCRIPTION_REQUIRED); a country indicator needs a
 * status and at least one country (MISSING_COUNTRY_...), a description (COUNTRY_..._DESCRIPTION_REQUIRED) and
 * names each country once (CANNOT_SET_MANY_...). Our reading: subregion indicators follow the country rules.
 * `taken` are the targets (countries or subregions) that already hold an indicator for this product.
 */
export function indicatorRuleKey(
  request: IndicatorRequestInput,
  taken: ReadonlySet<number> = new Set(),
): IndicatorRuleKey | null {
  const global = request.scope === "GLOBAL";
  const targets = targetsOf(request);
  if (!request.status || (!global && targets.length === 0)) {
    return global
      ? "MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA"
      : "MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA";
  }
  if ((request.description ?? "").trim() === "") {
    return global
      ? "GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED"
      : "COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED";
  }
  const repeated = new Set(targets).size !== targets.length;
  if (repeated || targets.some((target) => taken.has(target))) {
    return "CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY";
  }
  return null;
}

/**
 * Supplement 5 ("status description and link are required for custom, global and country indicators"): the field
 * errors (460) of a request without a link, or with a blank one. The link's format is the request schema's; the
 * description has its own 409 keys (`indicatorRuleKey`), which come first.
 */
export function indicatorFieldErrors(request: { readonly link?: string | null | undefined }): FieldError[] {
  return (request.link ?? "").trim() === ""
    ? [{ field: "link", messageKey: ValidationMessage.required }]
    : [];
}
