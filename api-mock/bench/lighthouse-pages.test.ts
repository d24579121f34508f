import { describe, expect, it } from "vitest";
import { formatLighthouseRun, type LighthouseRun, lighthousePaths, medianRun } from "./lighthouse-pages";

describe("lighthouse pages", () => {
  it("measures the four main screens at the web app's own paths", () => {
    expect(
      lighthousePaths({ productId: 17, searchWord: "circuit adult", listId: 4 }).map((p) => p.path),
    ).toEqual(["/", "/search?search=circuit%20adult", "/p/variant/17", "/product-list/4"]);
  });

  it("keeps only the pages whose names start with a chosen prefix", () => {
    const pages = { productId: 17, searchWord: "circuit", listId: 4 };
    expect(lighthousePaths(pages, ["list"]).map((p) => p.page)).toEqual(["list details (200 items)"]);
  });

  it("takes the median of each figure over the runs of one page", () => {
    const run = (performance: number, tbtMs: number): LighthouseRun => ({
      page: "finder",
      run: 1,
      performance,
      fcpMs: 1000,
      lcpMs: 2000,
      tbtMs,
      cls: 0,
      transferredKiB: 200,
    });
    const median = medianRun([run(30, 9000), run(90, 100), run(40, 2000)]);
    expect(median?.performance).toBe(40);
    expect(median?.tbtMs).toBe(2000);
    expect(median?.run).toBe(3);
  });

  it("prints a run on one line with seconds for the paints", () => {
    const line = formatLighthouseRun({
      page: "finder",
      run: 2,
      performance: 97,
      fcpMs: 1234,
      lcpMs: 2100,
      tbtMs: 40,
      cls: 0.01,
      transferredKiB: 210,
    });
    expect(line).toContain("finder #2");
    expect(line).toContain("performance  97");
    expect(line).toContain("FCP 1.23 s");
    expect(line).toContain("LCP 2.10 s");
  });
});
