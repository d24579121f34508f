import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { batchedWriter } from "./logger";

// The writer flushes with setImmediate: a faked one lets each test end the event-loop turn itself.
const nextTurn = () => vi.runOnlyPendingTimers();

describe("batchedWriter (One write per event-loop turn)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setImmediate"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes the lines of one turn together, in order, after the turn", () => {
    const writes: string[] = [];
    const { later } = batchedWriter((text) => writes.push(text));
    later("a");
    later("b");
    expect(writes).toEqual([]);
    nextTurn();
    later("c");
    nextTurn();

    expect(writes).toEqual(["a\nb\n", "c\n"]);
  });

  it("writes a line at once, after the lines still pending", () => {
    const writes: string[] = [];
    const { later, now } = batchedWriter((text) => writes.push(text));
    later("request");
    now("catalogue indexed");

    expect(writes).toEqual(["request\ncatalogue indexed\n"]);
  });

  it("writes nothing on a turn without lines", () => {
    const writes: string[] = [];
    batchedWriter((text) => writes.push(text));
    nextTurn();
    expect(writes).toEqual([]);
  });
});
