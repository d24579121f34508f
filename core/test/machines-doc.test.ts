import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { machinesMarkdown } from "../src/machines/machines-doc";

// Docs/core/machines.md holds diagrams generated from the machine definitions. This test fails when the
// committed file differs from what the machines generate; UPDATE_MACHINE_DOCS=1 rewrites it instead.
const docPath = fileURLToPath(new URL("../../docs/core/machines.md", import.meta.url));

describe("docs/core/machines.md", () => {
  it("matches the diagrams generated from the machines", () => {
    const generated = machinesMarkdown();
    if (process.env.UPDATE_MACHINE_DOCS === "1") writeFileSync(docPath, generated);
    expect(readFileSync(docPath, "utf8")).toBe(generated);
  });
});
