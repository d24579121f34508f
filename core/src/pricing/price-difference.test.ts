import { describe, expect, it } from "vitest";
import { messages } from "../i18n/resources";
import { GgpIndicator, ggpIndicator, ggpIndicatorLabelKey, priceDifferencePercent } from "./price-difference";

describe("priceDifferencePercent (core spec 9)", () => {
  it("gives the difference as a share of the CRP", () => {
    expect(priceDifferencePercent(100, 80)).toBe(20);
  });

  it("rounds to a whole percent", () => {
    expect(priceDifferencePercent(30, 20)).toBe(33);
  });

  it("hides a negative difference", () => {
    expect(priceDifferencePercent(100, 120)).toBeNull();
  });

  it("shows a difference that rounds to zero as 0, not -0", () => {
    expect(Object.is(priceDifferencePercent(1000, 1004), 0)).toBe(true);
  });

  it("hides the difference without a CRP, with a zero CRP, or without a GGP unit price", () => {
    expect(priceDifferencePercent(null, 5)).toBeNull();
    expect(priceDifferencePercent(0, 5)).toBeNull();
    expect(priceDifferencePercent(10, undefined)).toBeNull();
  });
});

describe("ggpIndicator (core spec 9)", () => {
  const ggp = { lowerLimit: 20, upperLimit: 24 };

  it("is LOW below the lower limit", () => expect(ggpIndicator(19.99, ggp)).toBe("LOW"));
  it("is ACCEPTABLE on the lower limit", () => expect(ggpIndicator(20, ggp)).toBe("ACCEPTABLE"));
  it("is ACCEPTABLE on the upper limit", () => expect(ggpIndicator(24, ggp)).toBe("ACCEPTABLE"));
  it("is GOOD above the upper limit", () => expect(ggpIndicator(24.01, ggp)).toBe("GOOD"));
  it("is MISSING without a corridor", () => expect(ggpIndicator(22, null)).toBe("MISSING"));
  it("is MISSING without a price", () => expect(ggpIndicator(undefined, ggp)).toBe("MISSING"));
  it("names an i18n label key", () => expect(ggpIndicatorLabelKey("GOOD")).toBe("pricing.ggp.GOOD"));
});

describe("GGP indicator labels (core spec 9)", () => {
  it("has a label for every indicator in every language", () => {
    for (const [language, tree] of Object.entries(messages))
      for (const indicator of GgpIndicator.options)
        expect(tree.pricing.ggp[indicator], `${language} ${indicator}`).toEqual(expect.any(String));
  });
});
