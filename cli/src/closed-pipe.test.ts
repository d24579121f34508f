import { describe, expect, it } from "vitest";
import { startCli } from "./testing/run-cli";

describe("a reader that stops early", () => {
  it("ends the output quietly, as `catalogue --help | head -1` expects, not with an EPIPE crash", async () => {
    const child = startCli(["--help"]);
    let stderr = "";
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    // Close our end of the pipe before the CLI writes, as a reader that has seen enough does.
    child.stdout?.destroy();
    const code = await new Promise<number | null>((resolve) => child.on("close", (exit) => resolve(exit)));
    expect(stderr).not.toContain("EPIPE");
    expect(code).toBe(0);
  });
});
