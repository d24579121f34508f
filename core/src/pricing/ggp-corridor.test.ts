import { describe, expect, it } from "vitest";
import { countOutsideGgpCorridor, isOutsideGgpCorridor } from "./ggp-corridor";

const ggp = { lowerLimit: 10, upperLimit: 20 };

describe("GGP corridor guard (core spec 9)", () => {
  it("flags a price one cent below the corridor", () => {
    expect(isOutsideGgpCorridor(9.99, ggp)).toBe(true);
  });

  it("flags a price one cent above the corridor", () => {
    expect(isOutsideGgpCorridor(20.01, ggp)).toBe(true);
  });

  it("keeps a price inside the corridor unflagged", () => {
    expect(isOutsideGgpCorridor(15, ggp)).toBe(false);
  });

  it("counts the lines outside their corridor", () => {
    const lines = [
      { price: 5, ggp },
      { price: 15, ggp },
      { price: 25, ggp },
      { price: null, ggp },
      { price: 25, ggp: null },
    ];
    expect(countOutsideGgpCorridor(lines)).toBe(2);
  });
});
