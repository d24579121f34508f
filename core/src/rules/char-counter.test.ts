import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charCounter } from "./char-counter";

describe("charCounter (supplement 5)", () => {
  it("shows 5/100 for five characters of a hundred", () => {
    expect(charCounter("hello", 100)).toEqual({ length: 5, max: 100, label: "5/100", reachedLimit: false });
  });

  it("shows the reached-limit message exactly at the limit", () => {
    expect(charCounter("x".repeat(100), 100)).toMatchObject({
      label: "100/100",
      reachedLimit: true,
      messageKey: "validation.charLimitReached",
    });
  });

  it("property: the limit is reached one character before it is passed, never earlier", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), fc.integer({ min: -2, max: 1 }), (max, offset) => {
        const counter = charCounter("a".repeat(max + offset), max);
        expect(counter.reachedLimit).toBe(offset >= 0);
        expect(counter.label).toBe(`${max + offset}/${max}`);
      }),
      { numRuns: 200 },
    );
  });
});
