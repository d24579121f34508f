import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CommandSpec } from "../cli-spec/command-spec";
import { COMMANDS } from "../cli-spec/command-tree";
import { renderCliDocs } from "./render-cli-docs";

const DOCS = fileURLToPath(new URL("../../../docs/cli.md", import.meta.url));

const leaves = (specs: readonly CommandSpec[], parent = ""): [string, CommandSpec][] =>
  specs.flatMap((spec) => {
    const path = parent ? `${parent} ${spec.name}` : spec.name;
    return [
      ...(spec.load ? [[path, spec] as [string, CommandSpec]] : []),
      ...leaves(spec.subcommands ?? [], path),
    ];
  });

describe("docs/cli.md", () => {
  it("is what the command definitions generate (run `npm run docs:cli -w @catalogue/cli` when this fails)", () => {
    expect(readFileSync(DOCS, "utf8")).toBe(renderCliDocs());
  });

  it("has an example and a documented --json shape for every command", () => {
    for (const [path, spec] of leaves(COMMANDS)) {
      expect(spec.examples?.length, path).toBeGreaterThan(0);
      expect(spec.json, path).toBeTruthy();
    }
  });
});
