import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Supplement 7: every API path is an entry of core's call catalogue; web and the CLI build their addresses from
// the entries (callPath), so a path written by hand is a second copy that can drift. This check stands in for a
// lint rule (Biome has no rule that restricts string literals).

const ROOT = join(import.meta.dirname, "..", "..");
const SOURCES = ["web/src", "cli/src"];
const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|spec|stories)\.(ts|tsx)$|\/testing\//;
// A string or template literal that starts with an API path: "/api/..., '/api/... or `/api/...
const API_PATH_LITERAL = /["'`]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/** The `file:line` of every API path literal in the non-test sources below `dirs`. */
export function apiPathLiterals(root: string, dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir))
      .map((path) => relative(root, path))
      .filter((path) => !TEST_FILE.test(path))
      .flatMap((path) =>
        readFileSync(join(root, path), "utf8")
          .split("\n")
          .flatMap((line, index) => (API_PATH_LITERAL.test(line) ? [`${path}:${index + 1}`] : [])),
      ),
  );
}

describe("API paths", () => {
  it("are written nowhere in web or CLI source but in core's call catalogue", () => {
    expect(apiPathLiterals(ROOT, SOURCES)).toEqual([]);
  });

  it("the check finds a literal path", () => {
    expect(API_PATH_LITERAL.test('fetch("/api/user/profile")')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, on purpose
    expect(API_PATH_LITERAL.test("fetch(`/api/products/${id}`)")).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, on purpose
    expect(API_PATH_LITERAL.test("`${API_BASE_URL}${callPath(entry)}`")).toBe(false);
  });
});
