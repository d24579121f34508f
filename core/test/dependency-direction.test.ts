import { execFile } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The architecture's one-way dependency rule (architecture section 1) and the ban on import cycles are enforced by
// `npm run lint` (biome.json). These tests prove the checks bite: each drops forbidden imports into a workspace
// and lints them.
const run = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const biome = path.join(root, "node_modules", ".bin", "biome");

// The cycle rule makes Biome scan the whole project (seconds); the other rules read one file, so they skip it.
const CYCLES = "suspicious/noImportCycles";

/** Writes the probe files (path relative to the root: source), lints them with `args`, then removes them. */
async function lintFiles(
  files: Record<string, string>,
  args: string[],
): Promise<{ failed: boolean; output: string }> {
  const paths = Object.keys(files).map((file) => path.join(root, file));
  for (const [file, source] of Object.entries(files)) writeFileSync(path.join(root, file), source);
  try {
    await run(biome, ["lint", "--max-diagnostics=50", ...args, ...paths], { cwd: root });
    return { failed: false, output: "" };
  } catch (error) {
    const e = error as { stdout: string; stderr: string };
    return { failed: true, output: e.stdout + e.stderr };
  } finally {
    for (const file of paths) rmSync(file, { force: true });
  }
}

function lintProbe(workspaceDir: string, source: string): Promise<{ failed: boolean; output: string }> {
  return lintFiles({ [`${workspaceDir}/dependency-probe-${process.pid}.ts`]: source }, [`--skip=${CYCLES}`]);
}

// Some tests lint several probes one after another, each a Biome process of about a second: on a 2-core machine
// busy with the other test projects one took over the default 5 s.
describe("dependency direction", { timeout: 30_000 }, () => {
  it("rejects React in core", async () => {
    const result = await lintProbe(
      "core/src",
      'import { useState } from "react";\nexport const x = useState;\n',
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain("core is framework-free");
  });

  it("rejects Hono in core", async () => {
    const result = await lintProbe("core/src", 'import { Hono } from "hono";\nexport const x = Hono;\n');
    expect(result.output).toContain("no Hono");
  });

  it("rejects Node built-ins in core", async () => {
    const result = await lintProbe(
      "core/src",
      'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n',
    );
    expect(result.output).toContain("noNodejsModules");
  });

  it("rejects api-mock in web and in cli", async () => {
    const source = 'import { createApp } from "@catalogue/api-mock/src/app";\nexport const x = createApp;\n';
    // Each folder of web has an override of its own (whose options replace the workspace's): every one must bite.
    for (const dir of [
      "web/src",
      "web/src/ui",
      "web/src/lib",
      "web/src/features/home",
      "web/src/app",
      "cli/src",
    ]) {
      expect((await lintProbe(dir, source)).output).toContain("only over HTTP");
    }
  });

  it("rejects web anywhere but in stories", async () => {
    const source = 'import { createI18n } from "@catalogue/web/lib/i18n";\nexport const x = createI18n;\n';
    expect((await lintProbe("cli/src", source)).output).toContain("Only stories may import web");
    expect((await lintProbe("api-mock/src", source)).output).toContain("Only stories may import web");
  });

  it("keeps web's ui, lib and styles free of features and app", async () => {
    const feature = 'import { loadHomePage } from "../features/home";\nexport const x = loadHomePage;\n';
    const app = 'import { createAppRouter } from "../app/router";\nexport const x = createAppRouter;\n';
    for (const dir of ["web/src/ui", "web/src/lib", "web/src/styles"]) {
      expect((await lintProbe(dir, feature)).output).toContain("import nothing from features or app");
      expect((await lintProbe(dir, app)).output).toContain("import nothing from features or app");
    }
    const otherApp = 'import { initializeApp } from "firebase/app";\nexport const x = initializeApp;\n';
    expect((await lintProbe("web/src/lib", otherApp)).output).not.toContain(
      "import nothing from features or app",
    );
  });

  it("lets a feature use another feature only through its public file, and never app", async () => {
    const deep = 'import { searchHref } from "../search/search-url-state";\nexport const x = searchHref;\n';
    expect((await lintProbe("web/src/features/home", deep)).output).toContain("only through its public file");
    const app = 'import { loadProfile } from "../../app/route-loaders";\nexport const x = loadProfile;\n';
    expect((await lintProbe("web/src/features/home", app)).output).toContain("never app");
    const allowed = [
      'import { searchHref } from "../search";',
      'import { createI18n } from "../../lib/i18n";',
      'import { Button } from "../../ui/button/button";',
      'import { HomePage } from "./home-page";',
      "export const x = [searchHref, createI18n, Button, HomePage];",
    ].join("\n");
    expect(await lintProbe("web/src/features/home", `${allowed}\n`)).toEqual({ failed: false, output: "" });
  });

  it("lets app use a feature only through its public file", async () => {
    const deep = 'export const x = () => import("../features/home/home-page");\n';
    expect((await lintProbe("web/src/app", deep)).output).toContain("only through its public file");
    const shell =
      'import { loadHeaderSearchBar } from "../../features/search/index";\nexport const x = loadHeaderSearchBar;\n';
    expect((await lintProbe("web/src/app/shell", shell)).output).toContain("only through its public file");
    const allowed = 'import { loadHomePage } from "../features/home";\nexport const x = loadHomePage;\n';
    expect(await lintProbe("web/src/app", allowed)).toEqual({ failed: false, output: "" });
  });

  it("rejects an import cycle, even one closed by a type-only import", { timeout: 60_000 }, async () => {
    const a = `cycle-probe-a-${process.pid}`;
    const b = `cycle-probe-b-${process.pid}`;
    const result = await lintFiles(
      {
        [`api-mock/src/${a}.ts`]: `import { b } from "./${b}";\nexport const a = b + 1;\n`,
        [`api-mock/src/${b}.ts`]: `import type { a } from "./${a}";\nexport const b: typeof a = 1;\n`,
      },
      [`--only=${CYCLES}`],
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain("This import is part of a cycle");
    expect(result.output).toContain(`${a}.ts`);
    expect(result.output).toContain(`${b}.ts`);
  });

  it("accepts core's own pure imports", async () => {
    const result = await lintProbe("core/src", 'import * as z from "zod";\nexport const x = z.string();\n');
    expect(result).toEqual({ failed: false, output: "" });
  });

  it("keeps React, Hono and Node-only packages out of core's dependencies", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "core", "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    const forbidden = Object.keys(pkg.dependencies ?? {}).filter((name) =>
      /^(react|react-dom|ink|hono|@hono\/.*|@electric-sql\/.*|pg|drizzle-orm)$/.test(name),
    );
    expect(forbidden).toEqual([]);
  });
});
