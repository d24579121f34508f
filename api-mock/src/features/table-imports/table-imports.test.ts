import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ErrorEnvelope, ImportHistoryPage, ImportTriggerResponse } from "@catalogue/core/api";
import { IMPORT_MIN_INTERVAL_MS } from "@catalogue/core/constants";
import type { SynchronizationStatus } from "@catalogue/core/model";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productCountries, products, tableImportRuns, users } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";

/** A small upload limit, so the tests can cross it cheaply, yet above a whole-catalogue upload of the test seed
 * after other tests have added products to it. */
const MAX_UPLOAD_BYTES = 256 * 1024;

const SAMPLES = fileURLToPath(new URL("../../../samples/imports", import.meta.url));
const GERMANY = "DE";
let t: TestApp;
let admin: string;
let importDir: string;
let germanyId: number;

beforeAll(async () => {
  importDir = mkdtempSync(path.join(tmpdir(), "imports-"));
  t = await openTestApp({ importDir, maxUploadBytes: MAX_UPLOAD_BYTES });
  admin = await bearerFor(t.app, "admin@catalogue.example");
  const { countries } = await t.services.referenceData.get();
  germanyId = countries.find((country) => country.title === GERMANY)?.id ?? 0;
});
afterAll(async () => t.close());
// Every test starts a manual run: move past the "too early" window before each.
beforeEach(() => t.clock.advance(IMPORT_MIN_INTERVAL_MS));

const db = () => t.services.database.db;
/** Where applied files are archived (the other tests' files too). */
const appliedDir = () => path.join(importDir, "applied");
const post = (url: string, init: RequestInit = {}) =>
  t.app.request(url, { method: "POST", ...init, headers: { ...auth(admin), ...(init.headers ?? {}) } });
const getJson = async <T>(url: string): Promise<T> =>
  (await t.app.request(url, { headers: auth(admin) })).json() as Promise<T>;

async function row(partNumber: string, countryId = germanyId) {
  const [product] = await db().select().from(products).where(eq(products.partNumber, partNumber));
  const [stored] = await db()
    .select()
    .from(productCountries)
    .where(and(eq(productCountries.productId, product?.id ?? 0), eq(productCountries.countryId, countryId)));
  return stored;
}

async function userId(email: string): Promise<number> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id ?? 0;
}

async function runTable(table: string): Promise<ImportTriggerResponse> {
  const res = await post(`/api/table-import-statuses/${table}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as ImportTriggerResponse;
  await t.services.importRunner.settled();
  return body;
}

async function latest(table: string) {
  return (await getJson<ImportHistoryPage>(`/api/table-import-statuses/${table}`)).content[0];
}

describe("table imports", () => {
  it("a good CSV file applies in one run: QUEUED, then SUCCESS with times and logs; the index is rebuilt", async () => {
    copyFileSync(path.join(SAMPLES, "stock.csv"), path.join(importDir, "stock.csv"));
    const before = await getJson<{ version: string }>("/api/products/version");
    const archived = () => (existsSync(appliedDir()) ? readdirSync(appliedDir()) : []);
    const appliedBefore = archived().length;

    const started = await runTable("stock");
    expect(started.message).toBe("Import started correctly");
    expect(started.records).toMatchObject([{ tableName: "stock", status: "QUEUED" }]);

    const record = await latest("stock");
    expect(record).toMatchObject({ status: "SUCCESS", tableType: "CSV", errors: [] });
    expect(record?.rowsTotal).toBeGreaterThan(0);
    expect(record?.rowsDone).toBe(record?.rowsTotal);
    expect(record?.startDatetime).not.toBeNull();
    expect(record?.totalImportTime).toBeGreaterThanOrEqual(0);
    expect(record?.logs.map((line) => line.runStatus)).toEqual([
      "IN_PROGRESS",
      "IN_PROGRESS",
      "IN_PROGRESS",
      "SUCCESS",
    ]);
    expect(await row("MP00001")).toMatchObject({
      stockStatus: "LIMITED_QUANTITY",
      quantity: 12,
      criticalQuantity: 20,
    });
    expect(await row("MP00002")).toMatchObject({ stockStatus: "AVAILABLE", quantity: 480 });
    expect((await getJson<{ version: string }>("/api/products/version")).version).not.toBe(before.version);
    expect(archived()).toHaveLength(appliedBefore + 1);
    expect(existsSync(path.join(importDir, "stock.csv"))).toBe(false);
  });

  it("a file with one bad row changes nothing and reports the row", async () => {
    const before = await row("MP00001");
    writeFileSync(
      path.join(importDir, "prices.csv"),
      "partNumber,country,currency,localListPrice,globalReferencePrice,crp\nMP00001,DE,EUR,1,2,3\nMP00002,DE,EUR,1,2,abc\n",
    );
    await runTable("prices");

    const record = await latest("prices");
    expect(record?.status).toBe("CRITICAL");
    expect(record?.errors).toEqual([expect.stringMatching(/^Row 3, crp: /)]);
    expect(record?.logs.at(-1)).toMatchObject({ runStatus: "FAILED" });
    expect(await row("MP00001")).toEqual(before);
  });

  it("row errors name the physical line of the file, also after a quoted line break", async () => {
    writeFileSync(
      path.join(importDir, "phase-out.csv"),
      'partNumber,country,phaseOutStatus,partnerPhaseOutText\r\nMP00001,DE,BLOCKED,"Ask for\r\nthe successor"\r\nMP00002,DE,SOON,\r\n',
    );
    await runTable("phase-out");
    expect((await latest("phase-out"))?.errors).toEqual([expect.stringMatching(/^Row 4, phaseOutStatus: /)]);
  });

  it("refuses a file naming one product and country twice", async () => {
    writeFileSync(
      path.join(importDir, "stock.csv"),
      "partNumber,country,stockStatus\nMP00002,DE,SHIP_HOLD\nMP00002,DE,OUT_OF_STOCK\n",
    );
    await runTable("stock");
    expect((await latest("stock"))?.errors).toEqual(["Row 3, partNumber: Same product and country as row 2"]);
    expect((await row("MP00002"))?.stockStatus).toBe("AVAILABLE");
  });

  it("a row the database cannot apply rolls back the rows before it", async () => {
    const before = await row("MP00001");
    const austria = (await t.services.referenceData.get()).countries.find((c) => c.title === "AT");
    expect(await row("MP00001", austria?.id)).toBeUndefined();
    writeFileSync(
      path.join(importDir, "phase-out.csv"),
      "partNumber,country,phaseOutStatus,partnerPhaseOutText\nMP00001,DE,BLOCKED,\nMP00001,AT,BLOCKED,\n",
    );
    await runTable("phase-out");

    expect((await latest("phase-out"))?.errors).toEqual([
      "Row 3, country: The product has no row for this country",
    ]);
    expect(await row("MP00001")).toEqual(before);
  });

  it("reads XLSX files and uploads (CSV body)", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("market-clearance");
    sheet.addRow(["partNumber", "country", "marketClearance"]);
    sheet.addRow(["MP00002", "DE", "MARKET_CLEARANCE"]);
    await workbook.xlsx.writeFile(path.join(importDir, "market-clearance.xlsx"));
    await runTable("market-clearance");
    expect(await latest("market-clearance")).toMatchObject({ status: "SUCCESS", tableType: "XLSX" });
    expect((await row("MP00002"))?.marketClearance).toBe(false);

    t.clock.advance(IMPORT_MIN_INTERVAL_MS);
    // A products file is the whole catalogue: every stored product, one of them retitled.
    const stored = await db().select().from(products).orderBy(products.id);
    const lines = stored.map(
      (p) => `${p.partNumber},"${p.partNumber === "MP00002" ? "Uploaded title" : p.title}"`,
    );
    const res = await post("/api/table-import-statuses/products", {
      headers: { "Content-Type": "text/csv" },
      body: ["partNumber,title", ...lines].join("\n"),
    });
    expect(res.status).toBe(200);
    await t.services.importRunner.settled();
    const [product] = await db().select().from(products).where(eq(products.partNumber, "MP00002"));
    expect(product?.title).toBe("Uploaded title");
  });

  it("refuses a manual run started too early (409) and says so in the synchronisation state", async () => {
    await runTable("products");
    const again = await post("/api/table-import-statuses");
    expect(again.status).toBe(409);
    expect((await again.json()) as ErrorEnvelope).toMatchObject({
      resultKey: "IMPORT_STARTED_TOO_EARLY",
      message: "Import started too early",
    });
    const refused = await getJson<SynchronizationStatus>("/api/table-import-statuses/synchronization");
    expect(refused).toMatchObject({
      synchronizationInProgress: false,
      synchronizationIsPossible: false,
      latestRun: {
        status: "SUCCESS",
        trigger: "MANUAL",
        startedBy: { id: await userId("admin@catalogue.example"), name: "Ada Admin" },
        startedAt: t.clock.now.toISOString(),
        expectedEndAt: null,
      },
      possibleAt: new Date(t.clock.now.getTime() + IMPORT_MIN_INTERVAL_MS).toISOString(),
    });
    t.clock.advance(IMPORT_MIN_INTERVAL_MS);
    expect(await getJson<SynchronizationStatus>("/api/table-import-statuses/synchronization")).toMatchObject({
      synchronizationIsPossible: true,
      possibleAt: null,
    });
  });

  it("says when the next nightly run is due: today's 02:00 UTC before it, tomorrow's after it", async () => {
    const status = await getJson<SynchronizationStatus>("/api/table-import-statuses/synchronization");
    const now = t.clock.now;
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 2, 0);
    const expected = now.getTime() < today ? today : today + 24 * 60 * 60 * 1000;
    expect(status.nextNightlyAt).toBe(new Date(expected).toISOString());
  });

  it("while a run is active, says who started it, when it should end and when a new run may start", async () => {
    await runTable("stock");
    t.clock.advance(IMPORT_MIN_INTERVAL_MS);
    // A run of 3 minutes gives the expected duration; then another run is left in progress.
    const { runId: earlier } = await t.services.tableImportsRepository.createRun(
      "MANUAL",
      ["stock"],
      t.clock.now,
      () => {},
      await userId("admin@catalogue.example"),
    );
    t.clock.advance(3 * 60_000);
    await t.services.tableImportsRepository.setRunStatus(earlier, "SUCCESS", t.clock.now, true);
    t.clock.advance(IMPORT_MIN_INTERVAL_MS);
    const started = t.clock.now;
    const { runId } = await t.services.tableImportsRepository.createRun(
      "MANUAL",
      ["stock"],
      started,
      () => {},
      await userId("key.user@catalogue.example"),
    );
    t.clock.advance(60_000);

    const refused = await post("/api/table-import-statuses");
    const state = await getJson<SynchronizationStatus>("/api/table-import-statuses/synchronization");
    await t.services.tableImportsRepository.setRunStatus(runId, "SUCCESS", t.clock.now, true);

    expect(refused.status).toBe(409);
    expect(state.synchronizationInProgress).toBe(true);
    expect(state.latestRun).toMatchObject({
      status: "QUEUED",
      startedBy: { name: "Karl Keyuser", email: "key.user@catalogue.example" },
      startedAt: started.toISOString(),
    });
    expect(Date.parse(state.latestRun?.expectedEndAt ?? "")).toBeGreaterThan(started.getTime());
    expect(state.possibleAt).toBe(new Date(started.getTime() + IMPORT_MIN_INTERVAL_MS).toISOString());
  });

  it("two concurrent triggers start one run", async () => {
    // A file another test left waiting (one the database refused stays in the folder, to be tried again) would
    // make its table's record CRITICAL: this run is to find none.
    for (const entry of readdirSync(importDir, { withFileTypes: true }))
      if (entry.isFile()) rmSync(path.join(importDir, entry.name));
    const runsBefore = (await db().select().from(tableImportRuns)).length;
    const answers = await Promise.all([
      post("/api/table-import-statuses"),
      post("/api/table-import-statuses"),
    ]);
    await t.services.importRunner.settled();
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await db().select().from(tableImportRuns)).length).toBe(runsBefore + 1);
    // No file waits in the folder: every table of the full run ends with a warning, nothing changed.
    const page = await getJson<ImportHistoryPage>("/api/table-import-statuses");
    expect(page.content.slice(0, 5).map((record) => record.status)).toEqual(Array(5).fill("WARNING"));
  });

  it("keeps 30 days of history, 10 a page, newest first", async () => {
    // The other tests' runs fall out of the window; three full runs of five tables each fill it again.
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    admin = await bearerFor(t.app, "admin@catalogue.example"); // sessions end after 12 hours
    for (let run = 0; run < 3; run += 1) {
      t.clock.advance(IMPORT_MIN_INTERVAL_MS);
      expect((await post("/api/table-import-statuses")).status).toBe(200);
      await t.services.importRunner.settled();
    }
    const all = await getJson<ImportHistoryPage>("/api/table-import-statuses");
    expect(all.content).toHaveLength(10);
    expect(all.totalCount).toBeGreaterThan(10);
    const second = await getJson<ImportHistoryPage>("/api/table-import-statuses?page=1");
    expect(second.content.length).toBe(all.totalCount - 10);
    const dates = [...all.content, ...second.content].map((record) => record.importDate);
    expect(dates).toEqual([...dates].sort().reverse());

    // 31 days on (asked of the repository: a session would have expired by then), the window is empty.
    const later = new Date(t.clock.now.getTime() + 31 * 24 * 60 * 60 * 1000);
    expect((await t.services.tableImportsRepository.history(later, 0)).totalCount).toBe(0);
  });

  it("every documented sample file applies to the seeded catalogue", async () => {
    for (const file of readdirSync(SAMPLES))
      copyFileSync(path.join(SAMPLES, file), path.join(importDir, file));
    const res = await post("/api/table-import-statuses");
    expect(res.status).toBe(200);
    await t.services.importRunner.settled();
    const page = await getJson<ImportHistoryPage>("/api/table-import-statuses");
    const run = page.content.slice(0, 5);
    expect(run.map((record) => [record.tableName, record.status, record.errors])).toEqual(
      ["market-clearance", "phase-out", "stock", "prices", "products"].map((table) => [table, "SUCCESS", []]),
    );
  });

  it("refuses an upload declared larger than the limit (413 envelope) before reading it, and starts nothing", async () => {
    writeFileSync(path.join(importDir, "stock.csv"), "partNumber,country,stock\n");
    const res = await post("/api/table-import-statuses/stock", {
      headers: { "Content-Type": "text/csv", "Content-Length": String(MAX_UPLOAD_BYTES + 1) },
      body: "x".repeat(MAX_UPLOAD_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(((await res.json()) as ErrorEnvelope).resultKey).toBe("PAYLOAD_TOO_LARGE");
    expect(
      (await getJson<SynchronizationStatus>("/api/table-import-statuses/synchronization"))
        .synchronizationInProgress,
    ).toBe(false);
    // The waiting file is untouched and no partial upload is left behind.
    expect(
      readdirSync(importDir).filter((name) => name.startsWith("stock") || name.endsWith(".part")),
    ).toEqual(["stock.csv"]);
  });

  it("streams an upload sent without a length to disk and stops reading it at the limit (413)", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`${"y".repeat(1023)}\n`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await post("/api/table-import-statuses/prices", {
      headers: { "Content-Type": "text/csv" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorEnvelope).resultKey).toBe("PAYLOAD_TOO_LARGE");
    // Read up to the limit and a little buffering beyond it, never the endless rest.
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES * 2);
    expect(
      readdirSync(importDir).filter((name) => name.endsWith(".part") || name.startsWith("prices")),
    ).toEqual([]);
  });

  it("refuses an empty upload (460)", async () => {
    const res = await post("/api/table-import-statuses/prices", {
      headers: { "Content-Type": "text/csv" },
      body: "",
    });
    expect(res.status).toBe(460);
  });
});
