import { describe, expect, it } from "vitest";
import { type BenchRun, growthTable } from "./growth-table";

function run(products: number, seedMs: number, rssMb: number, searchP95: number): BenchRun {
  const summary = { requests: 100, errors: 0, requestsPerSecond: 10, p50Ms: 1, p95Ms: searchP95, p99Ms: 9 };
  return {
    date: "2026-11-27T00:00:00.000Z",
    machine: { cpus: 2, node: "v20", loadAverageBefore: 0, loadAverageAfter: 0 },
    settings: { seedProducts: products, connections: 50, secondsPerScenario: 10 },
    startup: { totalMs: 0, seedMs, indexBuildMs: seedMs / 2, serverSteps: {} },
    memory: { rssAfterStartMb: rssMb, rssMb, peakRssMb: rssMb + 10 },
    scenarios: [{ name: "search", ...summary, p95RatioToBaseline: 1 }],
  };
}

describe("growth table", () => {
  it("puts the sizes in order and gives costs per product and p95 as a multiple of the smallest size", () => {
    const lines = growthTable([run(50_000, 5_000, 300, 6), run(10_000, 1_000, 100, 4)]);
    expect(lines[0]).toMatch(/products\s+10,000\s+50,000$/);
    expect(lines.find((line) => line.startsWith("seeding"))).toMatch(/100\.00\s+100\.00$/);
    expect(lines.find((line) => line.startsWith("RSS after start, MB per"))).toMatch(/100\.00\s+60\.00$/);
    expect(lines.find((line) => line.startsWith("search"))).toMatch(/4\.00 \(1\.00x\)\s+6\.00 \(1\.50x\)$/);
  });

  it("is empty without runs", () => {
    expect(growthTable([])).toEqual([]);
  });
});
