import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { queuedImport } from "../../testing/queued-import";
import { ImportProgressView } from "./import-progress-view";

const START = Date.parse("2026-11-20T10:00:00Z");

const record = queuedImport;

describe("ImportProgressView (the live view of imports watch and run)", () => {
  it("shows each table with its status, rows done of total, rate and elapsed time", () => {
    const records = [
      record({
        id: 1,
        status: "SUCCESS",
        startDatetime: "2026-11-20T10:00:00.000Z",
        finishDatetime: "2026-11-20T10:00:04.000Z",
        rowsTotal: 2000,
        rowsDone: 2000,
      }),
      record({
        id: 2,
        tableName: "prices",
        status: "IN_PROGRESS",
        startDatetime: "2026-11-20T10:00:04.000Z",
        rowsTotal: 300,
        rowsDone: 0,
      }),
      record({ id: 3, tableName: "stock" }),
    ];

    const { lastFrame } = render(
      <ImportProgressView
        records={records}
        now={START + 6000}
        colour={false}
        footer="Ctrl-C stops watching"
      />,
    );
    const lines = lastFrame()?.split("\n") ?? [];

    expect(lines[0]).toMatch(/TABLE\s+STATUS\s+ROWS\s+RATE\s+ELAPSED/);
    expect(lines[1]).toMatch(/products\s+SUCCESS\s+█{12}\s+2,000 of 2,000 rows\s+500 rows\/s\s+4\.0 s/);
    expect(lines[2]).toMatch(/prices\s+IN_PROGRESS\s+░{12}\s+0 of 300 rows\s+0 rows\/s\s+2\.0 s/);
    expect(lines[3]).toMatch(/stock\s+QUEUED\s+-\s+-\s+-/);
    expect(lines[4]).toBe("Ctrl-C stops watching");
  });

  it("drops the footer once every import has ended, and redraws in place", () => {
    const running = record({ status: "IN_PROGRESS", startDatetime: "2026-11-20T10:00:00.000Z" });
    const { lastFrame, rerender } = render(
      <ImportProgressView records={[running]} now={START} colour={false} footer="Ctrl-C stops watching" />,
    );
    expect(lastFrame()).toContain("Ctrl-C stops watching");

    rerender(
      <ImportProgressView
        records={[{ ...running, status: "CRITICAL", finishDatetime: "2026-11-20T10:00:01.000Z" }]}
        now={START + 5000}
        colour={false}
        footer="Ctrl-C stops watching"
      />,
    );
    expect(lastFrame()).toMatch(/products\s+CRITICAL/);
    expect(lastFrame()).not.toContain("Ctrl-C");
  });
});
