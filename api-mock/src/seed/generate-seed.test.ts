import { LANGUAGES } from "@catalogue/core/constants";
import { PhaseOutStatus, StockAvailabilityStatus } from "@catalogue/core/model";
import { describe, expect, it } from "vitest";
import { generateSeed, generateSeedStream } from "./generate-seed";
import type { ProductCountryRow, ProductRow } from "./seed-types";
import { leavesOf, nodesOf } from "./tree-builder";

const seed = generateSeed();

describe("generateSeed determinism", () => {
  it("gives deep-equal data for the same seed", () => {
    expect(generateSeed({ seed: 7, products: 300 })).toEqual(generateSeed({ seed: 7, products: 300 }));
  });

  it("gives different products for a different seed", () => {
    const first = generateSeed({ seed: 1, products: 300 });
    const second = generateSeed({ seed: 2, products: 300 });
    expect(first.products).not.toEqual(second.products);
    expect(first.productCountries).not.toEqual(second.productCountries);
  });
});

describe("generateSeedStream", () => {
  it("gives generateSeed's data, batch by batch", () => {
    const { rest, batches } = generateSeedStream({ seed: 7, products: 300 }, 40);
    const sizes: number[] = [];
    const productCountries: ProductCountryRow[] = [];
    let next = batches.next();
    for (; !next.done; next = batches.next()) {
      sizes.push(next.value.products.length);
      productCountries.push(...next.value.productCountries);
    }

    expect(sizes.length).toBeGreaterThan(5);
    expect(sizes.every((size) => size >= 40 || size === sizes.at(-1))).toBe(true);
    expect({ ...rest, products: next.value, productCountries }).toEqual(
      generateSeed({ seed: 7, products: 300 }),
    );
  });
});

describe("generateSeed counts", () => {
  it("makes 2,000 products by default with ids 1..2000", () => {
    expect(seed.products).toHaveLength(2000);
    expect(seed.products.map((product) => product.id)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
  });

  it("lists the eleven languages with native names", () => {
    expect(seed.languages.map((language) => language.shortcut)).toEqual([...LANGUAGES]);
    expect(seed.languages.find((language) => language.shortcut === "de")?.name).toBe("Deutsch");
  });

  it("has about sixty countries and 55 to 60 currencies from AED to ZAR", () => {
    expect(seed.countries.length).toBeGreaterThanOrEqual(55);
    expect(seed.countries.length).toBeLessThanOrEqual(70);
    const codes = seed.currencies.map((currency) => currency.title);
    expect(codes.length).toBeGreaterThanOrEqual(55);
    expect(codes.length).toBeLessThanOrEqual(60);
    expect(codes[0]).toBe("AED");
    expect(codes.at(-1)).toBe("ZAR");
  });

  it("has about twenty companies and the seven organisation functions", () => {
    expect(seed.companies).toHaveLength(20);
    expect(seed.organizationRoles).toHaveLength(7);
  });

  it("gives each product a global row and one row per main country", () => {
    const mainCountries = seed.countries.filter((country) => country.hasProductData).length;
    expect(seed.productCountries).toHaveLength(2000 * (mainCountries + 1));
    expect(seed.productCountries.filter((row) => row.countryId === null)).toHaveLength(2000);
  });

  it("groups some products as variants sharing a title with different subtitles", () => {
    const groups = new Map<number, ProductRow[]>();
    for (const product of seed.products) {
      if (product.variantGroupId === null) continue;
      groups.set(product.variantGroupId, [...(groups.get(product.variantGroupId) ?? []), product]);
    }
    expect(groups.size).toBeGreaterThan(100);
    for (const members of groups.values()) {
      expect(new Set(members.map((product) => product.title)).size).toBe(1);
      expect(new Set(members.map((product) => product.subtitle)).size).toBe(members.length);
    }
  });
});

describe("generateSeed statuses", () => {
  it("uses every phase-out status in the main countries", () => {
    const used = new Set(seed.productCountries.map((row) => row.phaseOutStatus));
    expect([...used].sort()).toEqual([...PhaseOutStatus.options].sort());
  });

  it("uses every stock status", () => {
    const used = new Set(seed.productCountries.map((row) => row.stockStatus));
    expect([...used].sort()).toEqual([...StockAvailabilityStatus.options].sort());
  });

  it("has rows with quantity above the critical quantity and rows without market clearance", () => {
    const abnormal = seed.productCountries.filter(
      (row) =>
        row.stockStatus === "AVAILABLE" &&
        row.quantity !== null &&
        row.criticalQuantity !== null &&
        row.quantity > row.criticalQuantity,
    );
    expect(abnormal.length).toBeGreaterThan(0);
    expect(seed.productCountries.some((row) => !row.marketClearance)).toBe(true);
  });

  it("shows every status in Germany within the first ten products even in a tiny seed", () => {
    const tiny = generateSeed({ products: 10 });
    const germanyId = tiny.countries.find((country) => country.shortcut === "DE")?.id;
    const german = tiny.productCountries.filter((row) => row.countryId === germanyId);
    expect(new Set(german.map((row) => row.phaseOutStatus)).size).toBe(PhaseOutStatus.options.length);
    expect(new Set(german.map((row) => row.stockStatus)).size).toBe(StockAvailabilityStatus.options.length);
    expect(german.some((row) => !row.marketClearance)).toBe(true);
  });

  it("writes a partner text exactly for rows that phase out", () => {
    for (const row of seed.productCountries) {
      const phasing = row.phaseOutStatus === "PHASED_OUT" || row.phaseOutStatus === "UPCOMING_PHASE_OUT";
      expect(row.partnerPhaseOutText !== null).toBe(phasing);
    }
  });

  it("keeps the GGP unit price between its lower and upper limit", () => {
    for (const row of seed.productCountries) {
      if (row.ggpUnitPrice === null) continue;
      expect(row.ggpLowerLimit).toBeLessThanOrEqual(row.ggpUnitPrice);
      expect(row.ggpUpperLimit).toBeGreaterThanOrEqual(row.ggpUnitPrice);
    }
  });
});

describe("generateSeed referential integrity", () => {
  const productIds = new Set(seed.products.map((product) => product.id));

  it("points variants, alternatives and related products at existing other products", () => {
    for (const product of seed.products) {
      const links = [
        ...product.variantProductIds,
        ...product.alternativeProductIds,
        ...product.relatedProductIds,
      ];
      for (const id of links) {
        expect(productIds.has(id)).toBe(true);
        expect(id).not.toBe(product.id);
      }
    }
  });

  it("points countries at existing subregions and currencies, and fills every subregion", () => {
    const subregionIds = new Set(seed.subregions.map((subregion) => subregion.id));
    const currencyIds = new Set(seed.currencies.map((currency) => currency.id));
    for (const country of seed.countries) {
      expect(subregionIds.has(country.subregionId)).toBe(true);
      expect(currencyIds.has(country.currencyId)).toBe(true);
    }
    for (const subregion of seed.subregions) {
      expect(seed.countries.some((country) => country.subregionId === subregion.id)).toBe(true);
    }
  });

  it("points product rows at existing products, countries and currencies in the country's currency", () => {
    const countries = new Map(seed.countries.map((country) => [country.id, country]));
    for (const row of seed.productCountries) {
      expect(productIds.has(row.productId)).toBe(true);
      if (row.countryId === null) continue;
      expect(countries.get(row.countryId)?.currencyId).toBe(row.currencyId);
    }
  });

  it("uses only device-group leaves and product-cluster children that exist in the trees", () => {
    const devices = new Set(leavesOf(seed.deviceGroupTree).map((node) => node.value));
    const clusters = new Set(leavesOf(seed.productClusterTree).map((node) => node.value));
    for (const product of seed.products) {
      expect(clusters.has(product.productCluster)).toBe(true);
      for (const device of product.compatibleDevices) expect(devices.has(device)).toBe(true);
    }
  });

  it("gives users existing countries, currencies and companies", () => {
    const countryIds = new Set(seed.countries.map((country) => country.id));
    const companyIds = new Set(seed.companies.map((company) => company.id));
    for (const user of seed.users) {
      if (user.countryId !== null) expect(countryIds.has(user.countryId)).toBe(true);
      if (user.companyId !== null) expect(companyIds.has(user.companyId)).toBe(true);
      for (const role of user.roles)
        if (role.countryId !== null) expect(countryIds.has(role.countryId)).toBe(true);
    }
  });

  it("keeps part numbers, user ids and e-mails unique", () => {
    expect(new Set(seed.products.map((product) => product.partNumber)).size).toBe(seed.products.length);
    expect(new Set(seed.users.map((user) => user.id)).size).toBe(seed.users.length);
    expect(new Set(seed.users.map((user) => user.email)).size).toBe(seed.users.length);
  });

  it("keeps tree keys and value codes unique", () => {
    for (const tree of [seed.deviceGroupTree, seed.productClusterTree]) {
      const nodes = nodesOf(tree);
      expect(new Set(nodes.map((node) => node.key)).size).toBe(nodes.length);
      expect(new Set(nodes.map((node) => node.value)).size).toBe(nodes.length);
    }
  });
});

describe("generateSeed at scale", () => {
  it("generates 50,000 products", () => {
    const started = performance.now();
    const large = generateSeed({ products: 50_000 });
    const elapsed = Math.round(performance.now() - started);
    console.info(
      `generateSeed: 50,000 products and ${large.productCountries.length} country rows in ${elapsed} ms`,
    );
    expect(large.products).toHaveLength(50_000);
    expect(new Set(large.products.map((product) => product.partNumber)).size).toBe(50_000);
  }, 60_000);
});
