// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const sources = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

// A dynamic import keeps every export of the module it names: an index re-exporting many modules makes the
// browser fetch all of their chunks at that moment. The call catalogue's index names every area's calls (about
// twenty chunks); a page that loaded it before its first paint waited behind those requests on HTTP/1.1's six
// connections (docs/api/benchmark.md, "The web app in Lighthouse").
describe("lazy imports of the call catalogue", () => {
  it("name one area's calls, never the catalogue's index", () => {
    const offenders = sourceFiles(sources).filter((file) =>
      /import\(\s*["']@catalogue\/core\/api\/catalogue["']\s*\)/.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => path.relative(sources, file))).toEqual([]);
  });
});
