import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/", "/product-lists", "/product-lists/12?tab=mine#top", "/search?q=a%20b"])(
    "keeps %s",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
    null,
    undefined,
  ])("turns %j into the fallback", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
    expect(safeRedirectPath(target, "/finder")).toBe("/finder");
  });

  it("answers the path as the browser reads it, so the checked form is the form used", () => {
    expect(safeRedirectPath("/a\\b/../c")).toBe("/a/c");
  });

  it("never answers anything a browser would take off the site", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("/", "\\", "\t", "e", ".", ":", "@", "%", "?", "#") }),
        (raw) => {
          const target = safeRedirectPath(`/${raw}`);
          expect(target.startsWith("/") && !target.startsWith("//")).toBe(true);
          expect(new URL(target, "https://catalogue.example").origin).toBe("https://catalogue.example");
        },
      ),
      { numRuns: 2000 },
    );
  });
});
