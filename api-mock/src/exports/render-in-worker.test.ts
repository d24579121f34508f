import { isMainThread } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { sampleExportFromOpen } from "./export-from-open.fixture";
import type { ListExport } from "./list-export";
import { sampleListExport } from "./list-export.fixture";
import { pdfPageTexts } from "./pdf-reader.fixture";
import { ExportWorker } from "./render-in-worker";
import { readFirstSheet, rowStartingWith } from "./xlsx-reader.fixture";

const worker = new ExportWorker();
afterAll(() => worker.close());

// Starting the worker loads tsx, exceljs, pdfkit and the fonts: seconds on a busy 2-core machine.
describe("ExportWorker (Exports render off the event loop)", { timeout: 60_000 }, () => {
  it("renders an XLSX in the worker that reads back with every element and the totals", async () => {
    expect(isMainThread).toBe(true);
    const sheet = await readFirstSheet(await worker.render("xlsx", sampleListExport(120)));
    expect(rowStartingWith(sheet, "MP010000")).toBeGreaterThan(0);
    expect(rowStartingWith(sheet, "MP010119")).toBeGreaterThan(rowStartingWith(sheet, "MP010000"));
    expect(rowStartingWith(sheet, "Total")).toBeGreaterThan(rowStartingWith(sheet, "MP010119"));
  });

  it("renders a PDF in the worker whose text holds the list and the confidential mark", async () => {
    const [first = ""] = await pdfPageTexts(await worker.render("pdf", sampleListExport(3)));
    expect(first).toContain("Intensive care unit 3");
    expect(first).toContain("MP010000 Infinity sensor cable 1, 2.5 m");
    expect(first).toContain("Confidential");
  });

  it("renders an export given as a list's open answer, whose bytes move into the worker", async () => {
    const input = sampleExportFromOpen(120);
    const file = worker.render("xlsx", input);
    // Transferred, not copied: the sender's array is left empty at once.
    expect(input.openAnswer.byteLength).toBe(0);
    const sheet = await readFirstSheet(await file);
    expect(rowStartingWith(sheet, "MP010119")).toBeGreaterThan(rowStartingWith(sheet, "MP010000"));
    expect(rowStartingWith(sheet, "Total")).toBeGreaterThan(rowStartingWith(sheet, "MP010119"));
  });

  it("answers several exports at once, each with its own file", async () => {
    const [small, large] = await Promise.all([
      worker.render("xlsx", sampleListExport(2)),
      worker.render("xlsx", sampleListExport(300)),
    ]);
    expect(rowStartingWith(await readFirstSheet(small), "MP010001")).toBeGreaterThan(0);
    expect(rowStartingWith(await readFirstSheet(small), "MP010002")).toBe(-1);
    expect(rowStartingWith(await readFirstSheet(large), "MP010299")).toBeGreaterThan(0);
  });

  it("rejects a job the renderer fails on with its error, and renders the next one", async () => {
    const broken = { ...sampleListExport(1), elements: null } as unknown as ListExport;
    await expect(worker.render("pdf", broken)).rejects.toThrow(/export failed in the worker/);
    expect((await worker.render("xlsx", sampleListExport(1))).length).toBeGreaterThan(0);
  });

  it("starts a new worker for the next export after it was closed", async () => {
    await worker.close();
    expect((await worker.render("xlsx", sampleListExport(1))).length).toBeGreaterThan(0);
  });
});
