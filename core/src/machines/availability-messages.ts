import type { ResultKey } from "../api/result-keys";

/** Core spec 8: the i18n key shown for an availability result key that has no message of its own. */
export const AVAILABILITY_UNKNOWN_ERROR = "availabilityManagement.errors.unknown";

const messageKeys: Partial<Record<ResultKey, string>> = {
  CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY:
    "availabilityManagement.errors.manyIndicatorsForOneCountry",
  COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED:
    "availabilityManagement.errors.countryDescriptionRequired",
  GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED:
    "availabilityManagement.errors.globalDescriptionRequired",
  MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA: "availabilityManagement.errors.missingCountryData",
  MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA: "availabilityManagement.errors.missingGlobalData",
};

/** Core spec 8: the message key for an availability failure: the five named result keys, else the unknown error. */
export function availabilityErrorMessageKey(resultKey: string): string {
  return messageKeys[resultKey as ResultKey] ?? AVAILABILITY_UNKNOWN_ERROR;
}
