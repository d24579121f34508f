import { describe, expect, it } from "vitest";
import { queuedImport } from "../../testing/queued-import";
import { plainSink } from "./follow-imports";

const base = queuedImport({ id: 7, tableName: "stock" });

describe("plainSink (imports watch when not on a terminal)", () => {
  it("writes a line only when an import's status or rows change, not on every poll", () => {
    const lines: string[] = [];
    const sink = plainSink(
      (line) => lines.push(line),
      () => Date.parse("2026-11-20T10:00:02.000Z"),
    );
    const started = { ...base, status: "IN_PROGRESS" as const, startDatetime: "2026-11-20T10:00:00.000Z" };

    sink.update([base]);
    sink.update([base]);
    sink.update([started]);
    sink.update([started]);
    sink.update([
      {
        ...started,
        rowsTotal: 4,
        rowsDone: 4,
        status: "SUCCESS",
        finishDatetime: "2026-11-20T10:00:01.000Z",
      },
    ]);

    expect(lines).toEqual([
      "#7 stock QUEUED -, -, -",
      "#7 stock IN_PROGRESS -, -, 2.0 s",
      "#7 stock SUCCESS 4 of 4 rows, 4 rows/s, 1.0 s",
    ]);
  });
});
