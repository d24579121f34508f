import { describe, expect, it } from "vitest";
import { documentOf, SMALL_CATALOGUE } from "./search-document.fixtures";
import { createSearchIndex } from "./search-index";

const catalogue = SMALL_CATALOGUE;
const index = createSearchIndex(catalogue);

function idsOf(query: Parameters<typeof index.search>[0]): number[] {
  return index.search({ size: 100, ...query }).content.map((document) => document.id);
}

describe("search filters", () => {
  it.each([
    [{ careArea: ["NICU" as const] }, [3]],
    [{ patientGroup: ["PEDIATRICS" as const] }, [2]],
    [{ usage: ["REUSABLE" as const] }, [2, 4]],
    [{ deviceGroup: ["ANESTHESIA_ATLAN_A100"] }, [1]],
    [{ productCluster: ["SODA_LIME_ABSORBER_CANISTERS"] }, [4]],
    [{ flags: ["LATEX_FREE" as const] }, [1, 3, 4, 5]],
    [{ flags: ["RFID" as const] }, [1, 3]],
    [{ flags: ["NEW" as const] }, [2]],
    [{ flags: ["HIGHLIGHT" as const] }, [3]],
  ])("keeps only the products of filter %j", (filter, expected) => {
    expect(idsOf({ filter, sort: "TITLE_ASC" }).sort()).toEqual(expected);
  });

  it("lets a parent device group find the products of its children", () => {
    expect(idsOf({ filter: { deviceGroup: ["ANESTHESIA_ATLAN"] } }).sort()).toEqual([1, 2]);
    expect(idsOf({ filter: { deviceGroup: ["ANESTHESIA"] } }).sort()).toEqual([1, 2]);
  });

  it("lets a product cluster find the products of its children", () => {
    expect(idsOf({ filter: { productCluster: ["VENTILATION_ACCESSORIES"] } }).sort()).toEqual([1, 2]);
  });

  it("ORs the values of one filter and ANDs different filters", () => {
    expect(idsOf({ filter: { careArea: ["NICU", "ICU"] } }).sort()).toEqual([2, 3, 5]);
    expect(idsOf({ filter: { careArea: ["NICU", "ICU"], usage: ["REUSABLE"] } })).toEqual([2]);
  });

  it("ANDs two flags, since each flag is a filter of its own", () => {
    expect(idsOf({ filter: { flags: ["RFID", "HIGHLIGHT"] } })).toEqual([3]);
  });

  it("combines filters with a text", () => {
    expect(idsOf({ search: "sensor", filter: { careArea: ["ICU"] } })).toEqual([5]);
  });

  it("finds nothing for a value no product has", () => {
    expect(index.search({ filter: { deviceGroup: ["OTHERS_POLARIS_100"] } })).toEqual({
      content: [],
      totalCount: 0,
    });
  });
});

describe("search text", () => {
  it("finds a device by a cut-off model name ('atlan a10' finds Atlan A100)", () => {
    expect(idsOf({ search: "atlan a10" })).toEqual([1]);
  });

  it("forgives a typo in a word", () => {
    expect(idsOf({ search: "sensr" }).sort()).toEqual([3, 5]);
    expect(idsOf({ search: "breathng circuit" }).sort()).toEqual([1, 2]);
  });

  it("finds a product by prefixes of its words", () => {
    expect(idsOf({ search: "abso can" })).toEqual([4]);
  });

  it("finds exactly one product by its part number or either GTIN", () => {
    expect(idsOf({ search: "MP00004" })).toEqual([4]);
    expect(idsOf({ search: " mp00004 " })).toEqual([4]);
    expect(idsOf({ search: "4048675000051" })).toEqual([4]);
  });

  it("finds a product by the GS1 code a scanner reads from its UDI label (GTIN-14, expiry, lot)", () => {
    expect(idsOf({ search: "(01)04048675000051(17)271231(10)A7" })).toEqual([4]);
    expect(idsOf({ search: "]d201040486750000511727123110A7" })).toEqual([4]);
    expect(idsOf({ search: "04048675000051" })).toEqual([4]);
  });

  it("finds products by the start of a part number", () => {
    expect(idsOf({ search: "MP0000" })).toEqual([4]);
    expect(idsOf({ search: "MP9000" }).sort()).toEqual([1, 2, 3, 5]);
  });

  it("never typo-matches a model number: 'atlan a301' does not find the Atlan A300", () => {
    expect(idsOf({ search: "atlan a301" })).toEqual([]);
    expect(idsOf({ search: "atlan a300" })).toEqual([2]);
  });

  it("answers a search that fits one product with exactly that product", () => {
    expect(index.search({ search: "spo2 neonatal" })).toEqual({ content: [catalogue[2]], totalCount: 1 });
  });

  it("answers a text nothing matches with an empty page", () => {
    expect(index.search({ search: "stethoscope" })).toEqual({ content: [], totalCount: 0 });
  });

  it("treats a blank text as no text", () => {
    expect(index.search({ search: "   " }).totalCount).toBe(catalogue.length);
  });

  it("ranks a title match above a description-only match", () => {
    const ranked = createSearchIndex([
      documentOf(1, { description: "Use with the sensor cable." }),
      documentOf(2, { title: "Sensor cable" }),
    ]);

    expect(ranked.search({ search: "sensor" }).content.map((document) => document.id)).toEqual([2, 1]);
  });
});

describe("search sorting and paging", () => {
  it("sorts by hierarchy, then title, subtitle and id", () => {
    expect(idsOf({ sort: "HIERARCHY_ASC" })).toEqual([1, 2, 4, 5, 3]);
    expect(idsOf({ sort: "HIERARCHY_DESC" })).toEqual([3, 5, 4, 2, 1]);
  });

  it("sorts by title, then subtitle and id", () => {
    expect(idsOf({ sort: "TITLE_ASC" })).toEqual([4, 1, 2, 5, 3]);
    expect(idsOf({ sort: "TITLE_DESC" })).toEqual([3, 5, 2, 1, 4]);
  });

  it("breaks ties of equal titles by id", () => {
    const twins = createSearchIndex([documentOf(7, { title: "Same" }), documentOf(3, { title: "Same" })]);

    expect(twins.search({ sort: "TITLE_ASC" }).content.map((document) => document.id)).toEqual([3, 7]);
  });

  it("uses hierarchy for DEFAULT_SORTING without a text", () => {
    expect(idsOf({ sort: "DEFAULT_SORTING" })).toEqual(idsOf({ sort: "HIERARCHY_ASC" }));
  });

  it("pages with a default size of 10", () => {
    const many = createSearchIndex(Array.from({ length: 25 }, (_, i) => documentOf(i + 1)));

    expect(many.search({}).content).toHaveLength(10);
    expect(many.search({ page: 2 }).content.map((document) => document.id)).toEqual([21, 22, 23, 24, 25]);
  });

  it("reads a negative page as the first page", () => {
    expect(idsOf({ page: -1, size: 2, sort: "HIERARCHY_ASC" })).toEqual([1, 2]);
  });

  it("gives an empty page with the right total when paging past the end", () => {
    expect(index.search({ page: 3, size: 2 })).toEqual({ content: [], totalCount: 5 });
    expect(index.search({ search: "sensor", page: 1, size: 2 })).toEqual({ content: [], totalCount: 2 });
  });

  it("pages relevance results without gaps or repeats", () => {
    const ranked = createSearchIndex([
      ...catalogue,
      documentOf(6, { title: "Accessory kit" }),
      documentOf(7, { subtitle: "accessory" }),
    ]);
    const idsAt = (page: number) =>
      ranked.search({ search: "accessory", page, size: 3 }).content.map((document) => document.id);

    const pages = [0, 1, 2].flatMap(idsAt);

    expect(pages.slice(0, 2)).toEqual([6, 7]);
    expect(new Set(pages).size).toBe(7);
  });
});
