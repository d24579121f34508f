import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateSeed } from "./generate-seed";
import type { EnvironmentRange, ProductRow } from "./seed-types";

const RUNS = { numRuns: 200 };
const catalogue = fc
  .record({ seed: fc.integer({ min: 0, max: 0x7fffffff }), products: fc.integer({ min: 1, max: 30 }) })
  .map((options) => generateSeed(options).products);

const everyProduct = (check: (product: ProductRow) => void): void => {
  fc.assert(
    fc.property(catalogue, (products) => {
      for (const product of products) check(product);
    }),
    RUNS,
  );
};

const contains = (outer: EnvironmentRange, inner: EnvironmentRange): boolean =>
  outer.min <= inner.min && inner.max <= outer.max;

describe("generated product fields", () => {
  it("never gives a single-use product reprocessing cycles, and always gives a reusable one some", () => {
    everyProduct((product) => {
      if (product.usage === "SINGLEUSE") expect(product.maxReprocessingCycles).toBeNull();
      if (product.usage === "REUSABLE") expect(product.maxReprocessingCycles).toBeGreaterThan(0);
    });
  });

  it("allows storage in at least the conditions of operation", () => {
    everyProduct(({ environment }) => {
      expect(contains(environment.storageTemperature, environment.operationTemperature)).toBe(true);
      expect(contains(environment.storageHumidity, environment.operationHumidity)).toBe(true);
      expect(contains(environment.storageAirPressure, environment.operationAirPressure)).toBe(true);
    });
  });

  it("gives a sterile product a shelf life", () => {
    everyProduct((product) => {
      if (product.sterile) expect(product.shelfLifeMonths).toBeGreaterThan(0);
    });
  });

  it("lists the main image first and a 360-degree set exactly when the flag is on", () => {
    everyProduct((product) => {
      expect(product.images[0]?.imageId).toBe(product.imageId);
      const rotations = product.images.filter((image) => image.imageCategory === "ROTATION_360");
      expect(rotations.length).toBe(product.image360 ? 1 : 0);
    });
  });

  it("always offers certificates and documentation among the link groups, with local URLs", () => {
    everyProduct((product) => {
      const types = product.linkGroups.map((group) => group.type);
      expect(types).toEqual(expect.arrayContaining(["CERTIFICATES", "DOCUMENTATION"]));
      for (const group of product.linkGroups)
        for (const link of group.links) expect(link.url).toMatch(/^\/[^/]/);
    });
  });

  it("fills the identifying fields in their formats", () => {
    everyProduct((product) => {
      expect(product.partNumber).toMatch(/^(MP\d{5,}|84\d{5,})$/);
      expect(product.unspscCode).toMatch(/^\d{8}$/);
      expect(["I", "IIa", "IIb", "III"]).toContain(product.ceClass);
      expect(product.countryOfOrigin).toMatch(/^[A-Z]{2}$/);
      expect(product.piecesPerPackingUnit).toBeGreaterThan(0);
      expect(product.packagesPerDeliveryUnit).toBeGreaterThan(0);
      expect(product.deviceTypes.length).toBeGreaterThan(0);
      expect(product.patientGroups.length).toBeGreaterThan(0);
      expect(product.careAreas.length).toBeGreaterThan(0);
    });
  });
});
