import { describe, expect, it } from "vitest";
import { fencedCommands } from "./fenced-commands";

describe("fencedCommands", () => {
  it("takes the commands of shell blocks only, without comments, chains split and loops opened", () => {
    const markdown = [
      "npm run not-a-command",
      "```sh",
      "npm ci && npm start   # serves on :8080",
      "npm run build \\",
      "  -w @catalogue/web",
      "for seed in 1 2; do npx vitest run a.test.ts; done",
      "```",
      "```ts",
      "const x = 1;",
      "```",
    ].join("\n");
    expect(fencedCommands(markdown)).toEqual([
      "npm ci",
      "npm start",
      "npm run build -w @catalogue/web",
      "npx vitest run a.test.ts",
    ]);
  });
});
