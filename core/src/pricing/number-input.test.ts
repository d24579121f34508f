import { describe, expect, it } from "vitest";
import { NUMBER_INPUTS, normalizeNumberInput } from "./number-input";

const quantity = NUMBER_INPUTS.quantity;
const price = NUMBER_INPUTS.price;

describe("normalizeNumberInput (core spec 5)", () => {
  it("resets an empty field to the minimum", () => {
    expect(normalizeNumberInput("  ", quantity)).toEqual({ value: 0, correction: "EMPTY" });
    expect(normalizeNumberInput("", { ...quantity, min: 1 })).toEqual({ value: 1, correction: "EMPTY" });
  });

  it("resets text that is not a number to the minimum", () => {
    expect(normalizeNumberInput("ten", quantity)).toEqual({ value: 0, correction: "NOT_A_NUMBER" });
    expect(normalizeNumberInput("1,2,3", price)).toEqual({ value: 0, correction: "NOT_A_NUMBER" });
  });

  it("takes a whole number as typed", () => {
    expect(normalizeNumberInput("42", quantity)).toEqual({ value: 42, correction: null });
  });

  it("rounds a fraction up to the step when the field has no fraction digits", () => {
    expect(normalizeNumberInput("2.1", quantity)).toEqual({ value: 3, correction: "ROUNDED" });
    expect(normalizeNumberInput("11", { ...quantity, step: 5 })).toEqual({
      value: 15,
      correction: "ROUNDED",
    });
  });

  it("accepts a comma or a dot as the decimal mark", () => {
    expect(normalizeNumberInput("12,5", price).value).toBe(12.5);
    expect(normalizeNumberInput("12.5", price).value).toBe(12.5);
    expect(normalizeNumberInput(",5", price).value).toBe(0.5);
  });

  it("keeps at most two fraction digits, rounding half up", () => {
    expect(normalizeNumberInput("1.005", price)).toEqual({ value: 1.01, correction: "ROUNDED" });
    expect(normalizeNumberInput("1.004", price)).toEqual({ value: 1, correction: "ROUNDED" });
  });

  it("raises a value under the minimum to the minimum", () => {
    expect(normalizeNumberInput("-3", quantity)).toEqual({ value: 0, correction: "BELOW_MIN" });
  });

  it("lowers a value over the maximum to the maximum", () => {
    expect(normalizeNumberInput("1000000", quantity)).toEqual({ value: 999999, correction: "ABOVE_MAX" });
  });

  it("lowers to the highest step within the maximum when there is a step", () => {
    expect(normalizeNumberInput("999999", { ...quantity, step: 10 })).toEqual({
      value: 999990,
      correction: "ABOVE_MAX",
    });
  });
});
