import { describe, expect, it } from "vitest";
import {
  formatProductFilter,
  isTreeFilterKey,
  normalizeProductFilter,
  PRODUCT_FILTER_KEYS,
  type ProductFilter,
  parseProductFilter,
  perFilterKey,
  productFilterFieldErrors,
} from "./product-filter";
import { DynamicFilters } from "./products";

describe("parseProductFilter", () => {
  it("reads several filters with several values each", () => {
    const parsed = parseProductFilter("careArea:OR,ICU;patientGroup:ADULT;flags:LATEX_FREE");

    expect(parsed).toEqual({
      ok: true,
      filter: { careArea: ["OR", "ICU"], patientGroup: ["ADULT"], flags: ["LATEX_FREE"] },
    });
  });

  it("reads an empty parameter as no filter", () => {
    expect(parseProductFilter("")).toEqual({ ok: true, filter: {} });
  });

  it("ignores blanks and a trailing separator, and merges a repeated key", () => {
    const parsed = parseProductFilter(" usage: SINGLEUSE ; usage:REUSABLE,SINGLEUSE ; ");

    expect(parsed).toEqual({ ok: true, filter: { usage: ["REUSABLE", "SINGLEUSE"] } });
  });

  it("rejects an unknown key", () => {
    expect(parseProductFilter("colour:RED")).toEqual({
      ok: false,
      issues: [{ reason: "unknownKey", key: "colour" }],
    });
  });

  it("rejects an unknown enum value and names it", () => {
    expect(parseProductFilter("careArea:OR,ER")).toEqual({
      ok: false,
      issues: [{ reason: "unknownValue", key: "careArea", value: "ER" }],
    });
  });

  it("rejects a tree value the given tree does not hold", () => {
    const known = { deviceGroup: new Set(["ANESTHESIA", "ANESTHESIA_ATLAN_A100"]) };

    expect(parseProductFilter("deviceGroup:ANESTHESIA_ATLAN_A999", known)).toEqual({
      ok: false,
      issues: [{ reason: "unknownValue", key: "deviceGroup", value: "ANESTHESIA_ATLAN_A999" }],
    });
    expect(parseProductFilter("deviceGroup:ANESTHESIA", known).ok).toBe(true);
  });

  it("rejects a tree value that is not spelled as a code even without a tree", () => {
    expect(parseProductFilter("productCluster:sensors").ok).toBe(false);
  });

  it("rejects a part without a key or without values", () => {
    expect(parseProductFilter("OR,ICU;careArea:")).toEqual({
      ok: false,
      issues: [
        { reason: "malformed", part: "OR,ICU" },
        { reason: "malformed", part: "careArea:" },
      ],
    });
  });
});

describe("formatProductFilter", () => {
  it("writes keys and enum values in their canonical order without duplicates", () => {
    const filter: ProductFilter = { flags: ["RFID", "LATEX_FREE"], careArea: ["NICU", "OR", "OR"] };

    expect(formatProductFilter(filter)).toBe("careArea:OR,NICU;flags:LATEX_FREE,RFID");
  });

  it("writes nothing for empty lists", () => {
    expect(formatProductFilter({ careArea: [], usage: undefined })).toBe("");
  });
});

describe("normalizeProductFilter", () => {
  it("drops empty lists", () => {
    expect(normalizeProductFilter({ careArea: [], flags: ["NEW"] })).toEqual({ flags: ["NEW"] });
  });
});

describe("productFilterFieldErrors", () => {
  it("turns each refused part into a field error on the filter parameter", () => {
    const parsed = parseProductFilter("careArea:ER;colour:RED");
    if (parsed.ok) throw new Error("expected a refusal");

    expect(productFilterFieldErrors(parsed.issues)).toEqual([
      {
        field: "filter",
        messageKey: "validation.invalidFormat",
        params: { reason: "unknownValue", key: "careArea", value: "ER" },
      },
      {
        field: "filter",
        messageKey: "validation.invalidFormat",
        params: { reason: "unknownKey", key: "colour" },
      },
    ]);
  });
});

describe("filter keys", () => {
  it("are the filters of ProductFilter, in the order the codec writes them", () => {
    expect(PRODUCT_FILTER_KEYS).toEqual([
      "careArea",
      "deviceGroup",
      "patientGroup",
      "productCluster",
      "usage",
      "flags",
    ]);
  });

  it("mark device groups and clusters, and only them, as trees", () => {
    expect(PRODUCT_FILTER_KEYS.filter(isTreeFilterKey)).toEqual(["deviceGroup", "productCluster"]);
  });

  it("give the dynamic filters one count list per filter key", () => {
    expect(Object.keys(DynamicFilters.shape)).toEqual(PRODUCT_FILTER_KEYS);
    expect(perFilterKey((key) => key.length)).toEqual({
      careArea: 8,
      deviceGroup: 11,
      patientGroup: 12,
      productCluster: 14,
      usage: 5,
      flags: 5,
    });
  });
});
