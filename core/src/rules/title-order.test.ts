import { describe, expect, it } from "vitest";
import { compareTitles } from "./title-order";

describe("compareTitles (core spec 4.1)", () => {
  it("sorts numbers in titles by value", () => {
    expect(["Mask 10", "Mask 2", "Mask 1"].sort(compareTitles)).toEqual(["Mask 1", "Mask 2", "Mask 10"]);
  });

  it("sets case and accents aside", () => {
    expect(compareTitles("ecran", "Écran")).toBe(0);
    expect(compareTitles("breathing circuit", "Breathing Circuit")).toBe(0);
  });

  it("orders letters A to Z", () => {
    expect(["Valve", "adapter", "Bag"].sort(compareTitles)).toEqual(["adapter", "Bag", "Valve"]);
  });
});
