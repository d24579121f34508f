import { describe, expect, it } from "vitest";
import { parseNumberInput } from "./parse";

describe("parseNumberInput", () => {
  it("gives the minimum for an empty value", () => {
    expect(parseNumberInput("")).toBe(0);
    expect(parseNumberInput("   ", { min: 3 })).toBe(3);
  });

  it("accepts a comma or a dot as the decimal mark", () => {
    expect(parseNumberInput("12,5", { fractionDigits: 2 })).toBe(12.5);
    expect(parseNumberInput("12.5", { fractionDigits: 2 })).toBe(12.5);
  });

  it("keeps at most two fraction digits even when more are allowed", () => {
    expect(parseNumberInput("1,239", { fractionDigits: 5 })).toBe(1.24);
  });

  it("rounds up to the step when no fraction digits are used", () => {
    expect(parseNumberInput("2.1")).toBe(3);
    expect(parseNumberInput("7", { step: 5 })).toBe(10);
  });

  it("never goes below the minimum of 0 by default", () => {
    expect(parseNumberInput("-4")).toBe(0);
  });

  it("keeps the value at or under the maximum", () => {
    expect(parseNumberInput("1000000", { max: 999_999 })).toBe(999_999);
  });

  it("answers null for text that is not a number", () => {
    expect(parseNumberInput("abc")).toBeNull();
    expect(parseNumberInput("1,2,3")).toBeNull();
  });
});
