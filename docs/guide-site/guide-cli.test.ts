import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fencedCommands } from "../developers/fenced-commands";

// The guide's CLI page shows everyday commands; the full reference (docs/cli.md) is generated from the CLI's own
// command definitions and checked against them. Every command the guide shows must be in that reference, with
// options it lists, so the guide cannot drift from the CLI.
const guide = readFileSync(fileURLToPath(new URL("../guide/cli.md", import.meta.url)), "utf8");
const reference = readFileSync(fileURLToPath(new URL("../cli.md", import.meta.url)), "utf8");

/** The reference's section of each command (`### \`catalogue imports run\``), by command. */
function referenceSections(): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = reference.split(/^### `(catalogue [^`]+)`$/m);
  for (let index = 1; index < parts.length; index += 2)
    sections.set(parts[index] ?? "", parts[index + 1] ?? "");
  return sections;
}

/** The options every command takes, from the reference's own section on them. */
const EVERY_COMMAND = /## Options of every command\n([\s\S]*?)\n###/.exec(reference)?.[1] ?? "";

/** The option as the reference writes it in a table cell: `--country <code>`, `-y, --yes`, `--all`. */
const listed = (text: string, option: string) => new RegExp(`[\`\\s]${option}[\`\\s<,]`).test(text);

describe("the guide's CLI page", () => {
  const sections = referenceSections();
  const commands = fencedCommands(guide).filter((line) => line.startsWith("catalogue "));

  it("shows commands (the check below has something to check)", () => {
    expect(commands.length).toBeGreaterThan(10);
  });

  it.each(commands)("%s: a command of the reference, with its options", (line) => {
    const words = line.split(/\s+/);
    const name = [...words.keys()]
      .map((end) => words.slice(0, end + 1).join(" "))
      .filter((prefix) => sections.has(prefix))
      .at(-1);
    expect(name, "no such command in docs/cli.md").toBeDefined();
    const section = sections.get(name ?? "") ?? "";
    expect(EVERY_COMMAND).toContain("--json");
    for (const option of words.filter((word) => word.startsWith("--"))) {
      expect(listed(section, option) || listed(EVERY_COMMAND, option), `${name} ${option}`).toBe(true);
    }
  });
});
