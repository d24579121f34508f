import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productsSampleCsv, SAMPLES_DIR } from "./products-sample";

describe("products sample file", () => {
  it("is the default seed's whole catalogue (regenerate with `npx tsx api-mock/src/jobs/imports/products-sample.ts`)", () => {
    expect(readFileSync(`${SAMPLES_DIR}/products.csv`, "utf8")).toBe(productsSampleCsv());
  });
});
