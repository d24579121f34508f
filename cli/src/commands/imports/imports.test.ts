import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IMPORT_MIN_INTERVAL_MS } from "@catalogue/core/constants";
import type { ImportRecord, SynchronizationStatus } from "@catalogue/core/model";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CliTestServer, startCliTestServer } from "../../testing/cli-test-server";
import { catalogue, finished, jsonOf, startCli, waitForOutput } from "../../testing/run-cli";

const SAMPLES = fileURLToPath(new URL("../../../../api-mock/samples/imports", import.meta.url));

/** Holds every table of a run at "in progress" until released (the test seam of the import runner). */
class Gate {
  private held = false;
  private waiting: (() => void)[] = [];
  hold(): void {
    this.held = true;
  }
  release(): void {
    this.held = false;
    for (const resume of this.waiting.splice(0)) resume();
  }
  async pass(): Promise<void> {
    if (this.held) await new Promise<void>((resume) => this.waiting.push(resume));
  }
}

const gate = new Gate();
let server: CliTestServer;
let env: Record<string, string>;
let adminId: number;
let scratch: string;

beforeAll(async () => {
  server = await startCliTestServer({
    importDir: mkdtempSync(path.join(tmpdir(), "cli-imports-")),
    importHooks: { beforeTable: () => gate.pass() },
  });
  env = { CATALOGUE_URL: server.url, CATALOGUE_TOKEN: await server.tokenFor("admin@catalogue.example") };
  adminId = (await server.app.services.auth.sessionFor("admin@catalogue.example")).userId;
  scratch = mkdtempSync(path.join(tmpdir(), "cli-import-files-"));
});
afterAll(async () => {
  gate.release();
  await server.close();
});
// Every test starts a manual run: each one begins past the "too early" window of the one before.
beforeEach(() => server.app.clock.advance(IMPORT_MIN_INTERVAL_MS));
afterEach(async () => {
  gate.release();
  await server.app.services.importRunner.settled();
});

const records = (result: { stdout: string }) =>
  (JSON.parse(result.stdout) as { records: ImportRecord[] }).records;

/** Starts a run on the server as the admin (another admin's run, for the CLI), held in progress by the gate. */
async function heldRun(): Promise<ImportRecord[]> {
  gate.hold();
  const started = await server.app.services.tableImports.trigger(adminId, "stock");
  return started.records;
}

describe("catalogue imports run", () => {
  it("runs every table and follows them to their end (--json: the records as they ended)", async () => {
    const result = await catalogue(["imports", "run", "--all", "--json", "--interval", "100"], { env });

    expect(result.code).toBe(0);
    const document = jsonOf<{ message: string; records: ImportRecord[] }>(result);
    expect(document.message).toBe("Import started correctly");
    expect(document.records.map((record) => [record.tableName, record.status])).toEqual(
      ["products", "prices", "stock", "phase-out", "market-clearance"].map((table) => [table, "WARNING"]),
    );
  });

  it("uploads a file, prints a line per change when not on a terminal, and ends with a summary", async () => {
    const result = await catalogue(
      ["imports", "run", "stock", "--file", path.join(SAMPLES, "stock.csv"), "--interval", "100"],
      { env },
    );

    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Import started correctly: #");
    expect(result.stdout).toMatch(/#\d+ stock SUCCESS 2 of 2 rows/);
    expect(result.stdout).toMatch(/TABLE\s+STATUS\s+ROWS/);
    expect(result.stdout).toContain("✔ 1 import done");
  });

  it("exits 1 when an import fails, naming the command that prints its log", async () => {
    const file = path.join(scratch, "stock.csv");
    writeFileSync(
      file,
      "partNumber,country,stockStatus,quantity,criticalQuantity\nMP00001,Germany,PLENTY,1,2\n",
    );

    const result = await catalogue(["imports", "run", "stock", "--file", file, "--interval", "100"], { env });

    expect(result.code).toBe(1);
    const id = /import #(\d+) \(stock\) failed/.exec(result.stderr)?.[1];
    expect(id).toBeDefined();
    expect(result.stderr).toContain(`its log: catalogue imports log ${id}`);
    const log = await catalogue(["imports", "log", id ?? ""], { env });
    expect(log.code).toBe(0);
    expect(log.stdout).toContain("CRITICAL");
    expect(log.stdout).toContain("Row 2, country");
    const json = jsonOf<ImportRecord>(await catalogue(["imports", "log", id ?? "", "--json"], { env }));
    expect(json).toMatchObject({ id: Number(id), tableName: "stock", status: "CRITICAL" });
    expect(json.errors.length).toBeGreaterThan(0);
  });

  it("refuses a run while another runs (exit 4), saying who started it and when a run may start", async () => {
    await heldRun();
    const result = await catalogue(["imports", "run", "--all"], { env });

    expect(result.code).toBe(4);
    expect(result.stderr).toContain("Import started too early");
    expect(result.stderr).toContain(
      "an import is running: Ada Admin <admin@catalogue.example> started it at",
    );
    expect(result.stderr).toMatch(/a new run may start from \d{4}-\w{3}-\d{2} \d{2}:\d{2}/);
  });

  it("starts and returns at once with --no-wait", async () => {
    gate.hold();
    const result = await catalogue(["imports", "run", "prices", "--no-wait", "--json"], { env });
    expect(result.code).toBe(0);
    expect(records(result)).toMatchObject([{ tableName: "prices", status: "QUEUED" }]);
  });

  it("calls a run without a table, or a file without a table, wrong usage", async () => {
    expect((await catalogue(["imports", "run"], { env })).code).toBe(2);
    expect((await catalogue(["imports", "run", "--all", "--file", "x.csv"], { env })).code).toBe(2);
    expect((await catalogue(["imports", "run", "stock", "--file", "stock.txt"], { env })).code).toBe(2);
  });
});

describe("catalogue imports watch", () => {
  it("follows the running import and stops cleanly on Ctrl-C (exit 130) while the import goes on", async () => {
    const [queued] = await heldRun();
    const child = startCli(["imports", "watch", "--interval", "100"], { env });
    const result = finished(child);
    await waitForOutput(child, /stock IN_PROGRESS/);

    child.kill("SIGINT");
    const { code, stdout, stderr } = await result;
    gate.release();
    await server.app.services.importRunner.settled();

    expect(code).toBe(130);
    expect(stdout).toContain(`#${queued?.id} stock IN_PROGRESS`);
    expect(stderr).toContain(
      `Stopped watching; the import goes on on the server. Watch it again: catalogue imports watch ${queued?.id}`,
    );
    expect(stderr).not.toMatch(/\s+at\s/);
    const page = await server.app.services.tableImports.history(adminId, 0);
    expect(page.content.find((record) => record.id === queued?.id)?.status).toBe("WARNING");
  });

  it("follows one import by id to its end (--json)", async () => {
    const [queued] = await heldRun();
    const child = startCli(["imports", "watch", String(queued?.id), "--json", "--interval", "100"], { env });
    const result = finished(child);
    // Released once the CLI has asked at least once, so it saw the import in progress.
    await waitForRequest("/api/table-import-statuses");
    gate.release();

    const done = await result;
    expect(done.code).toBe(0);
    expect(records(done)).toMatchObject([{ id: queued?.id, tableName: "stock", status: "WARNING" }]);
  });

  it("says so when no import is running", async () => {
    const human = await catalogue(["imports", "watch"], { env });
    const json = await catalogue(["imports", "watch", "--json"], { env });
    expect(human.code).toBe(0);
    expect(human.stdout).toContain("No import is running");
    expect(jsonOf(json)).toEqual({ records: [] });
  });

  it("exits 3 for an import that is not in the history, and 2 for an id that is no number", async () => {
    expect((await catalogue(["imports", "watch", "999999"], { env })).code).toBe(3);
    expect((await catalogue(["imports", "log", "abc"], { env })).code).toBe(2);
  });
});

describe("catalogue imports list and status", () => {
  it("lists the history a page at a time, for people and as JSON", async () => {
    await catalogue(["imports", "run", "--all", "--interval", "100"], { env });
    const human = await catalogue(["imports", "list"], { env });
    const json = jsonOf<{ page: number; pageCount: number; totalCount: number; records: ImportRecord[] }>(
      await catalogue(["imports", "list", "--json"], { env }),
    );
    const second = jsonOf<{ page: number; records: ImportRecord[] }>(
      await catalogue(["imports", "list", "--page", "2", "--json"], { env }),
    );

    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/ID\s+TABLE\s+STATUS\s+QUEUED\s+TOOK\s+ROWS\s+ERRORS/);
    expect(human.stdout).toContain("market-clearance");
    expect(human.stdout).toMatch(/page 1 of \d+/);
    expect(json.page).toBe(1);
    expect(json.records.length).toBeLessThanOrEqual(10);
    expect(json.pageCount).toBe(Math.ceil(json.totalCount / 10));
    expect(second.page).toBe(2);
    expect(second.records.map((record) => record.id)).not.toContain(json.records[0]?.id);
  });

  it("tells whether a run may start, who started the last one, and the latest run's tables", async () => {
    await catalogue(["imports", "run", "phase-out", "--interval", "100"], { env });
    const human = await catalogue(["imports", "status"], { env });
    const json = jsonOf<{ synchronization: SynchronizationStatus; records: ImportRecord[] }>(
      await catalogue(["imports", "status", "--json"], { env }),
    );

    expect(human.stdout).toContain("idle, but a manual run may not start yet");
    expect(human.stdout).toContain("started by Ada Admin <admin@catalogue.example>");
    expect(json.synchronization).toMatchObject({
      synchronizationInProgress: false,
      synchronizationIsPossible: false,
      latestRun: { trigger: "MANUAL", startedBy: { email: "admin@catalogue.example" } },
    });
    expect(json.records.map((record) => record.tableName)).toEqual(["phase-out"]);
  });

  it("is refused for a user below the highest role (exit 1, says who may)", async () => {
    const token = await server.tokenFor("key.user@catalogue.example");
    const result = await catalogue(["imports", "list"], { env: { ...env, CATALOGUE_TOKEN: token } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("only the highest role (admins) may");
  });
});

/** Resolves once the server has answered a request to `path` (the CLI has asked at least once). */
async function waitForRequest(path: string): Promise<void> {
  const before = server.app.services.requestHistory.list().filter((record) => record.path === path).length;
  await expect
    .poll(() => server.app.services.requestHistory.list().filter((record) => record.path === path).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(before);
}
