import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readNewSteps } from "./bench-server";

describe("reading the server's start-up steps from its log file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-log-"));
  const logFile = path.join(dir, "server.log");
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reports each step line once and leaves a line still being written for the next read", () => {
    const steps: [string, number][] = [];
    const onStep = (message: string, ms: number) => steps.push([message, ms]);
    writeFileSync(
      logFile,
      '{"msg":"migrated","ms":12}\n{"msg":"request","status":200}\nnot json\n{"msg":"listening","startu',
    );

    const offset = readNewSteps(logFile, 0, onStep);
    appendFileSync(logFile, 'pMs":40}\n');
    readNewSteps(logFile, offset, onStep);

    expect(steps).toEqual([
      ["migrated", 12],
      ["listening", 40],
    ]);
  });
});
