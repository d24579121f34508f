import { describe, expect, it } from "vitest";
import { compareSearchIndexes, type EngineFigures, formatIndexComparison } from "./index-comparison";

describe("compareSearchIndexes", () => {
  // Small enough for a unit test; the bench runs it at catalogue size.
  const figures = compareSearchIndexes(400, 120);

  it("measures the own index, FlexSearch and MiniSearch on the same queries", () => {
    expect(figures.map((engine) => engine.engine)).toEqual(["own index", "FlexSearch 0.8", "MiniSearch 7"]);
    for (const engine of figures) {
      expect(engine.p95Ms).toBeGreaterThanOrEqual(engine.p50Ms);
      expect(engine.recall).toBeGreaterThan(0);
    }
  });

  it("finds with the own index at least what each library finds", () => {
    const [own, ...libraries] = figures;
    for (const library of libraries) {
      expect(own?.recall).toBeGreaterThanOrEqual(library.recall);
      expect(own?.typoRecall).toBeGreaterThanOrEqual(library.typoRecall);
    }
  });
});

describe("formatIndexComparison", () => {
  const engine = (name: string, buildMs: number, p95Ms: number): EngineFigures => ({
    engine: name,
    buildMs,
    memoryMb: 10,
    p50Ms: p95Ms / 2,
    p95Ms,
    typoRecall: 0.5,
    recall: 0.9,
  });

  it("prints each engine's build time and p95 as multiples of the own index's", () => {
    const lines = formatIndexComparison([engine("own index", 100, 1), engine("other", 300, 8)]);
    expect(lines[0]).toContain("build    100 ms (1.0x)");
    expect(lines[1]).toContain("build    300 ms (3.0x)");
    expect(lines[1]).toContain("p95 8.000 ms (8.0x)");
    expect(lines[1]).toContain("recall 90.0 %, with a typo 50.0 %");
  });
});
