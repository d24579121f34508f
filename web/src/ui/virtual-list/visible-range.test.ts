import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { visibleRange } from "./visible-range";

describe("visibleRange", () => {
  it("starts at the top with the visible rows plus the overscan below", () => {
    expect(visibleRange(0, 100, 36, 5, 2)).toEqual({ start: 0, end: 8 });
  });

  it("follows the scroll position", () => {
    expect(visibleRange(36 * 10, 100, 36, 5, 2)).toEqual({ start: 8, end: 18 });
  });

  it("always covers every row that is on screen, and never a row that does not exist", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 4 }),
        (count, scrollTop, overscan) => {
          const { start, end } = visibleRange(scrollTop, count, 36, 5, overscan);
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeLessThanOrEqual(count);
          for (let row = 0; row < count; row += 1) {
            const onScreen = row * 36 + 36 > scrollTop && row * 36 < scrollTop + 5 * 36;
            if (onScreen) expect(row >= start && row < end).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
