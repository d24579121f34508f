import { describe, expect, it } from "vitest";
import { batchedWriter } from "./logger";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("batchedWriter (issue 6 item 9: one write per event-loop turn)", () => {
  it("writes the lines of one turn together, in order, after the turn", async () => {
    const writes: string[] = [];
    const { later } = batchedWriter((text) => writes.push(text));
    later("a");
    later("b");
    expect(writes).toEqual([]);
    await nextTurn();
    later("c");
    await nextTurn();

    expect(writes).toEqual(["a\nb\n", "c\n"]);
  });

  it("writes a line at once, after the lines still pending", () => {
    const writes: string[] = [];
    const { later, now } = batchedWriter((text) => writes.push(text));
    later("request");
    now("catalogue indexed");

    expect(writes).toEqual(["request\ncatalogue indexed\n"]);
  });

  it("writes nothing on a turn without lines", async () => {
    const writes: string[] = [];
    batchedWriter((text) => writes.push(text));
    await nextTurn();
    expect(writes).toEqual([]);
  });
});
