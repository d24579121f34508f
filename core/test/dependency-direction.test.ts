import { execFile } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The architecture's one-way dependency rule (architecture section 1) is enforced by `npm run lint` (biome.json
// overrides). These tests prove the check bites: each drops a forbidden import into a workspace and lints it.
const run = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const biome = path.join(root, "node_modules", ".bin", "biome");

async function lintProbe(workspaceDir: string, source: string): Promise<{ failed: boolean; output: string }> {
  const file = path.join(root, workspaceDir, `dependency-probe-${process.pid}.ts`);
  writeFileSync(file, source);
  try {
    await run(biome, ["lint", "--max-diagnostics=50", file], { cwd: root });
    return { failed: false, output: "" };
  } catch (error) {
    const e = error as { stdout: string; stderr: string };
    return { failed: true, output: e.stdout + e.stderr };
  } finally {
    rmSync(file, { force: true });
  }
}

describe("dependency direction", () => {
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
    expect((await lintProbe("web/src", source)).output).toContain("only over HTTP");
    expect((await lintProbe("cli/src", source)).output).toContain("only over HTTP");
  });

  it("rejects web anywhere but in stories", async () => {
    const source = 'import { createI18n } from "@catalogue/web/lib/i18n";\nexport const x = createI18n;\n';
    expect((await lintProbe("cli/src", source)).output).toContain("Only stories may import web");
    expect((await lintProbe("api-mock/src", source)).output).toContain("Only stories may import web");
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
