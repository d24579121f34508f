import { describe, expect, it } from "vitest";
import { documentOf, SMALL_CATALOGUE } from "./search-document.fixtures";
import { createSearchIndex } from "./search-index";

const catalogue = SMALL_CATALOGUE;
const index = createSearchIndex(catalogue);

describe("facets, filter matches and counters", () => {
  it("counts each value of a filter without that filter's own selection, with the others applied", () => {
    const facets = index.facets({ filter: { careArea: ["NICU"], usage: ["REUSABLE"] } });

    expect(facets.careArea).toEqual([
      { value: "OR", count: 2 },
      { value: "ICU", count: 1 },
      { value: "NICU", count: 0 },
    ]);
    expect(facets.usage.find((entry) => entry.value === "SINGLEUSE")).toEqual({
      value: "SINGLEUSE",
      count: 1,
    });
  });

  it("counts parent tree values with their children's products", () => {
    const facets = index.facets({});

    expect(facets.deviceGroup.find((entry) => entry.value === "ANESTHESIA")).toEqual({
      value: "ANESTHESIA",
      count: 2,
    });
    expect(facets.productCluster.find((entry) => entry.value === "SODA_LIME")).toEqual({
      value: "SODA_LIME",
      count: 1,
    });
  });

  it("counts a flag with the other flags applied", () => {
    const facets = index.facets({ filter: { flags: ["RFID"] } });

    expect(facets.flags).toEqual([
      { value: "LATEX_FREE", count: 2 },
      { value: "RFID", count: 2 },
      { value: "NEW", count: 0 },
      { value: "HIGHLIGHT", count: 1 },
    ]);
  });

  it("counts within the current text", () => {
    expect(index.facets({ search: "sensor" }).careArea).toEqual([
      { value: "OR", count: 0 },
      { value: "ICU", count: 1 },
      { value: "NICU", count: 1 },
    ]);
  });

  it("counts the products a filter set would give before it is applied", () => {
    expect(index.filterMatches({ careArea: ["OR"] })).toBe(3);
    expect(index.filterMatches({ careArea: ["OR"] }, "circuit")).toBe(2);
  });

  it("counts the products of each care area", () => {
    expect(index.productCounters()).toEqual([
      { careArea: "OR", count: 3 },
      { careArea: "ICU", count: 2 },
      { careArea: "NICU", count: 1 },
    ]);
  });

  it("finds a document by id", () => {
    expect(index.document(4)?.title).toBe("Absorber canister");
    expect(index.document(99)).toBeUndefined();
  });
});

describe("autocomplete", () => {
  it("answers under 3 trimmed characters with an empty result, not an error", () => {
    const result = index.autocomplete("  sp  ");

    expect(result).toMatchObject({ searchText: "  sp  ", content: [], totalCount: 0 });
  });

  it("lists hints with title, subtitle, part number, id and image id, and counts all matches", () => {
    const result = index.autocomplete("spo");

    expect(result.totalCount).toBe(2);
    expect(result.content).toContainEqual({
      id: 3,
      title: "SpO2 sensor",
      subtitle: "neonatal",
      partNumber: "MP90003",
      imageId: "image-3",
    });
  });

  it("lists at most 10 hints", () => {
    const many = createSearchIndex(
      Array.from({ length: 15 }, (_, i) => documentOf(i + 1, { title: "Mask" })),
    );

    expect(many.autocomplete("mask")).toMatchObject({ totalCount: 15 });
    expect(many.autocomplete("mask").content).toHaveLength(10);
  });

  it("reports the load time in ms rounded to 2 decimals", () => {
    let tick = 0;
    const clock = createSearchIndex(catalogue, { now: () => (tick++ === 0 ? 100 : 101.23456) });

    expect(clock.autocomplete("sensor").loadTimeMs).toBe(1.23);
  });
});
