import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { EXPORT_NICENESS } from "./background-priority";

/** A thread's nice value as Linux reports it (field 19 of its stat line, after the command in parentheses). */
function nicenessOf(threadId: number): number {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

const TSX_API = import.meta.resolve("tsx/esm/api");
const MODULE = new URL("./background-priority.ts", import.meta.url).href;

describe.runIf(process.platform === "linux")("background priority", () => {
  it("lowers the calling thread alone: the worker renders at niceness 10, the server's thread keeps its own", async () => {
    // The main thread's id is the process id.
    const before = nicenessOf(process.pid);
    // The worker reports its thread and stays alive (an interval) until terminated, so its thread can be read.
    const source = `import(${JSON.stringify(TSX_API)}).then(({ register }) => { register(); return import(${JSON.stringify(MODULE)}); }).then((m) => { require("node:worker_threads").parentPort.postMessage(m.lowerThreadPriority()); setInterval(() => {}, 1000); })`;
    const worker = new Worker(source, { eval: true });
    const threadId = await new Promise<number>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    expect(nicenessOf(threadId)).toBe(EXPORT_NICENESS);
    expect(nicenessOf(process.pid)).toBe(before);
    await worker.terminate();
  });
});
