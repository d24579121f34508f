import { describe, expect, it } from "vitest";
import { formatLighthouseRun, lighthousePaths } from "./lighthouse-pages";

describe("lighthouse pages", () => {
  it("measures the four main screens at the web app's own paths", () => {
    expect(
      lighthousePaths({ productId: 17, searchWord: "circuit adult", listId: 4 }).map((p) => p.path),
    ).toEqual(["/", "/search?search=circuit%20adult", "/p/variant/17", "/product-list/4"]);
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
