import { describe, expect, it } from "vitest";
import { generateSeed } from "../seed";
import { toSearchDocument } from "./search-document";
import { createSearchIndex } from "./search-index";

const products = generateSeed({ products: 2_000 }).products;
const index = createSearchIndex(products.map((row) => toSearchDocument(row)));
const everything = products.length;

describe("search over the seeded catalogue", () => {
  it("finds the parts that fit the Atlan A100 by 'atlan a10'", () => {
    const fitting = products.filter((row) => row.compatibleDevices.includes("ANESTHESIA_ATLAN_A100"));

    const result = index.search({ search: "atlan a10", size: everything });

    expect(fitting.length).toBeGreaterThan(0);
    expect(result.content.map((document) => document.id).sort((a, b) => a - b)).toEqual(
      fitting.map((row) => row.id),
    );
  });

  it("finds exactly one product by a part number, a main GTIN and a secondary GTIN", () => {
    const withSecondary = products.find((row) => row.secondaryGtin !== null);
    if (!withSecondary?.secondaryGtin) throw new Error("the seed has no secondary GTIN");

    for (const identifier of [
      withSecondary.partNumber,
      withSecondary.mainGtin,
      withSecondary.secondaryGtin,
    ]) {
      expect(index.search({ search: identifier }).content.map((document) => document.id)).toEqual([
        withSecondary.id,
      ]);
    }
  });

  it("finds a product title typed with a missing letter, best match first", () => {
    const breathing = products.filter((row) => row.title.startsWith("Breathing circuit"));

    const result = index.search({ search: "breathng circuit" });

    expect(result.totalCount).toBeGreaterThanOrEqual(breathing.length);
    expect(result.content[0]?.title).toMatch(/^Breathing circuit/);
  });

  it("suggests products from 3 characters on", () => {
    const result = index.autocomplete("spo");

    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.content.every((hint) => /spo2/i.test(hint.title))).toBe(true);
    // A hint names its part number, the same the product's document holds.
    for (const hint of result.content) expect(hint.partNumber).toBe(index.document(hint.id)?.partNumber);
  });
});
