import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AvailabilityIndicatorRequest } from "../api/availability-admin";
import { indicatorFieldErrors, indicatorRuleKey } from "./availability-indicator-request";

const good = { status: "WARNING", description: "Limited stock until May" } as const;

describe("indicatorRuleKey (core spec 4.8, 5, 8)", () => {
  it("accepts a complete global, country and subregion indicator", () => {
    expect(indicatorRuleKey({ scope: "GLOBAL", ...good })).toBeNull();
    expect(indicatorRuleKey({ scope: "COUNTRY", ...good, countryIds: [1, 2] })).toBeNull();
    expect(indicatorRuleKey({ scope: "SUBREGION", ...good, subregionIds: [3] })).toBeNull();
  });

  it("names the missing data of a global or a country indicator", () => {
    expect(indicatorRuleKey({ scope: "GLOBAL", description: "x" })).toBe(
      "MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA",
    );
    expect(indicatorRuleKey({ scope: "COUNTRY", ...good, countryIds: [] })).toBe(
      "MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA",
    );
    expect(indicatorRuleKey({ scope: "SUBREGION", ...good })).toBe(
      "MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA",
    );
  });

  it("requires a description that is not blank", () => {
    expect(indicatorRuleKey({ scope: "GLOBAL", status: "AVAILABLE", description: "  " })).toBe(
      "GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
    );
    expect(indicatorRuleKey({ scope: "COUNTRY", status: "AVAILABLE", countryIds: [4] })).toBe(
      "COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
    );
  });

  it("refuses a second indicator for one country, in the request or already stored", () => {
    expect(indicatorRuleKey({ scope: "COUNTRY", ...good, countryIds: [5, 5] })).toBe(
      "CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY",
    );
    expect(indicatorRuleKey({ scope: "COUNTRY", ...good, countryIds: [5, 6] }, new Set([6]))).toBe(
      "CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY",
    );
  });

  it("property: distinct, free countries with status and description always pass", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 20 }),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""),
        (countryIds, description) => {
          const taken = new Set([301, 302]);
          const request = { scope: "COUNTRY", status: "AVAILABLE", description, countryIds } as const;
          expect(indicatorRuleKey(request, taken)).toBeNull();
          const [first] = countryIds;
          expect(indicatorRuleKey(request, new Set([first ?? 0]))).toBe(
            "CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY",
          );
        },
      ),
    );
  });
});

describe("AvailabilityIndicatorRequest (formats are 460s)", () => {
  it("refuses a link that is not http(s), a long description and a critical quantity out of bounds", () => {
    expect(AvailabilityIndicatorRequest.safeParse({ scope: "GLOBAL", link: "ftp://x.example" }).success).toBe(
      false,
    );
    expect(
      AvailabilityIndicatorRequest.safeParse({ scope: "GLOBAL", description: "x".repeat(501) }).success,
    ).toBe(false);
    expect(AvailabilityIndicatorRequest.safeParse({ scope: "GLOBAL", criticalQuantity: -1 }).success).toBe(
      false,
    );
    expect(
      AvailabilityIndicatorRequest.safeParse({ scope: "GLOBAL", criticalQuantity: 1_000_000 }).success,
    ).toBe(false);
    expect(
      AvailabilityIndicatorRequest.safeParse({
        scope: "COUNTRY",
        status: "WARNING",
        description: "ok",
        link: "https://maker.example/notice",
        criticalQuantity: 999_999,
        countryIds: [1],
      }).success,
    ).toBe(true);
  });
});

describe("indicatorFieldErrors (supplement 5)", () => {
  it("names the link when it is missing, null or blank", () => {
    for (const link of [undefined, null, "", "   "]) {
      expect(indicatorFieldErrors({ link })).toEqual([{ field: "link", messageKey: "validation.required" }]);
    }
  });

  it("accepts a request with a link", () => {
    expect(indicatorFieldErrors({ link: "https://maker.example/notice" })).toEqual([]);
  });
});
