import { CAROUSEL_MAX_ITEMS } from "@catalogue/core/constants";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carouselPageSize } from "./carousel-page-size";

describe("carouselPageSize", () => {
  it("shows six items on wide screens", () => {
    expect(carouselPageSize(1280)).toBe(CAROUSEL_MAX_ITEMS);
    expect(carouselPageSize(1920)).toBe(CAROUSEL_MAX_ITEMS);
  });

  it("shows fewer items on narrow screens", () => {
    expect(carouselPageSize(1279)).toBe(5);
    expect(carouselPageSize(1000)).toBe(4);
    expect(carouselPageSize(800)).toBe(3);
    expect(carouselPageSize(360)).toBe(2);
  });

  it("never shows more than six nor fewer than one, and never more on a narrower screen", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        const small = carouselPageSize(narrow);
        expect(small).toBeGreaterThanOrEqual(1);
        expect(carouselPageSize(wide)).toBeLessThanOrEqual(CAROUSEL_MAX_ITEMS);
        expect(small).toBeLessThanOrEqual(carouselPageSize(wide));
      }),
      { numRuns: 200 },
    );
  });
});
