import { describe, expect, it } from "vitest";
import { type Budget, budgetFiles, type Manifest, sizeReport } from "./size-report";

// A build of an entry sharing a vendor chunk with two screens; search has a chunk of its own besides.
const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_vendor.js"] },
  "_vendor.js": { file: "assets/vendor.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["_vendor.js"] },
  "_style.css": { file: "assets/style.css" },
  "src/home.tsx": { file: "assets/home.js", imports: ["_vendor.js", "_style.css"] },
  "src/search.tsx": { file: "assets/search.js", imports: ["_shared.js", "_vendor.js"] },
};
const sizes: Record<string, number> = {
  "assets/index.js": 100_000,
  "assets/vendor.js": 50_000,
  "assets/shared.js": 8_000,
  "assets/home.js": 2_000,
  "assets/search.js": 30_000,
};
const gzip = (file: string) => sizes[file] ?? Number.NaN;
const budget = (over: Partial<Budget>): Budget => ({
  name: "b",
  kind: "initial",
  module: "src/home.tsx",
  maxKB: 160,
  ...over,
});

describe("size budget", () => {
  it("counts the entry, the route chunk and their static imports once each, and no CSS", () => {
    expect(budgetFiles(manifest, budget({})).sort()).toEqual([
      "assets/home.js",
      "assets/index.js",
      "assets/vendor.js",
    ]);
  });

  it("counts for a route only what the entry does not load already", () => {
    expect(budgetFiles(manifest, budget({ kind: "route", module: "src/search.tsx" })).sort()).toEqual([
      "assets/search.js",
      "assets/shared.js",
    ]);
  });

  it("passes at the limit and fails one byte over it", () => {
    expect(sizeReport(manifest, [budget({ maxKB: 152 })], gzip)).toEqual({
      lines: ["ok   b: 152.0 kB gzip of 152 kB (3 files)"],
      failed: false,
    });
    const over = sizeReport(manifest, [budget({ maxKB: 151.999 })], gzip);
    expect(over.failed).toBe(true);
    expect(over.lines[0]).toMatch(/^OVER b: 152\.0 kB/);
  });

  it("fails any budget over its limit even when another passes", () => {
    const report = sizeReport(
      manifest,
      [budget({}), budget({ name: "s", kind: "route", module: "src/search.tsx", maxKB: 37 })],
      gzip,
    );
    expect(report.failed).toBe(true);
    expect(report.lines[1]).toMatch(/^OVER s: 38\.0 kB/);
  });

  it("names a module the build does not know", () => {
    expect(() => budgetFiles(manifest, budget({ module: "src/missing.tsx" }))).toThrow(
      /not in the build manifest/,
    );
  });
});
