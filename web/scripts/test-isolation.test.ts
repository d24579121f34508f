import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_TESTS } from "../vitest.projects";

// The `web` test project shares one module graph and document per worker: a file that replaces a module or a
// global there would change what the files after it see, in an order that depends on the seed.
const WEB = join(import.meta.dirname, "..");
const TEST_FILE = /\.test\.(ts|tsx)$/;
const REPLACES = /vi\.(mock|doMock|useFakeTimers|stubGlobal|stubEnv|spyOn)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return TEST_FILE.test(entry.name) ? [relative(WEB, path)] : [];
  });
}

describe("web test isolation", () => {
  const files = ["src", "scripts", "pwa"].flatMap((dir) => testFiles(join(WEB, dir)));

  it("runs every test file that mocks modules, timers or globals in a graph of its own", () => {
    const replacing = files.filter((file) => REPLACES.test(readFileSync(join(WEB, file), "utf8")));
    const shared = replacing.filter((file) => !ISOLATED_TESTS.includes(file));
    expect(replacing.length).toBeGreaterThan(0);
    expect(shared).toEqual([]);
  });

  it("lists only test files that exist", () => {
    expect(ISOLATED_TESTS.filter((file) => !files.includes(file))).toEqual([]);
  });
});
