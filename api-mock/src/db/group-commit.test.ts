import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit";

/**
 * A commit log: each call's writes, a gate that keeps the first commit open until released, and `started`, which
 * settles once that first commit has begun.
 */
function recorder(failOn?: (write: number) => boolean) {
  const calls: { kind: "batch" | "one"; writes: number[] }[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let begin: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const check = (writes: readonly number[]) => {
    if (failOn && writes.some(failOn)) throw new Error(`bad write in ${writes.join(",")}`);
  };
  const group = new GroupCommit<number>(
    async (writes) => {
      calls.push({ kind: "batch", writes: [...writes] });
      check(writes);
    },
    async (write) => {
      calls.push({ kind: "one", writes: [write] });
      if (calls.length === 1) {
        begin();
        await gate;
      }
      check([write]);
    },
    3,
  );
  return { group, calls, release, started };
}

describe("group commit", () => {
  it("commits a write that finds nothing running alone", async () => {
    const { group, calls, release } = recorder();
    release();
    await group.submit(1);
    expect(calls).toEqual([{ kind: "one", writes: [1] }]);
  });

  it("sends what arrived during a commit as batches of at most maxBatch, in order, after it", async () => {
    const { group, calls, release, started } = recorder();
    const settled: number[] = [];
    const submit = (write: number) => group.submit(write).then(() => settled.push(write));
    const first = submit(1);
    await started;
    expect(calls).toEqual([{ kind: "one", writes: [1] }]);
    const all = [first, ...[2, 3, 4, 5, 6].map(submit)];
    expect(settled).toEqual([]);
    release();
    await Promise.all(all);
    expect(calls).toEqual([
      { kind: "one", writes: [1] },
      { kind: "batch", writes: [2, 3, 4] },
      { kind: "batch", writes: [5, 6] },
    ]);
    expect(settled).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("retries a failed batch write by write, so only the bad write's caller gets the error", async () => {
    const { group, calls, release, started } = recorder((write) => write === 3);
    const outcome = (write: number) =>
      group.submit(write).then(
        () => "ok",
        (error: Error) => error.message,
      );
    const first = outcome(1);
    await started;
    const outcomes = [first, ...[2, 3, 4].map(outcome)];
    release();
    expect(await Promise.all(outcomes)).toEqual(["ok", "ok", "bad write in 3", "ok"]);
    expect(calls.map((call) => `${call.kind}:${call.writes.join(",")}`)).toEqual([
      "one:1",
      "batch:2,3,4",
      "one:2",
      "one:3",
      "one:4",
    ]);
  });

  it("gathers writes submitted in one turn of the event loop into one batch", async () => {
    const { group, calls, release } = recorder();
    release();
    await Promise.all([1, 2].map((write) => group.submit(write)));
    expect(calls).toEqual([{ kind: "batch", writes: [1, 2] }]);
  });

  it("keeps working after a failure", async () => {
    const { group, release } = recorder((write) => write === 1);
    release();
    await expect(group.submit(1)).rejects.toThrow("bad write in 1");
    await expect(group.submit(2)).resolves.toBeUndefined();
  });
});
