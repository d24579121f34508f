import { describe, expect, it } from "vitest";
import { seedOptionsFromEnv } from "./seed-options-from-env";

describe("seedOptionsFromEnv", () => {
  it("uses seed 1 and 2,000 products when nothing is set", () => {
    expect(seedOptionsFromEnv({})).toEqual({ seed: 1, products: 2000 });
  });

  it("reads SEED and SEED_PRODUCTS", () => {
    expect(seedOptionsFromEnv({ SEED: "42", SEED_PRODUCTS: "50000" })).toEqual({
      seed: 42,
      products: 50_000,
    });
  });

  it("treats an empty value as unset", () => {
    expect(seedOptionsFromEnv({ SEED: " ", SEED_PRODUCTS: "" })).toEqual({ seed: 1, products: 2000 });
  });

  it("rejects a product count that is not a whole number from 1 to 200,000", () => {
    for (const raw of ["0", "200001", "12.5", "many"]) {
      expect(() => seedOptionsFromEnv({ SEED_PRODUCTS: raw })).toThrow(RangeError);
    }
  });

  it("rejects a negative seed", () => {
    expect(() => seedOptionsFromEnv({ SEED: "-1" })).toThrow(/SEED must be/);
  });
});
