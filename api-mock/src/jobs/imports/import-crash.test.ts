import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { readConfig } from "../../config";
import { type Db, openDatabase } from "../../db/database";
import { productCountries, products, tableImportRuns, tableImports } from "../../db/schema/index";
import { memoryLogger } from "../../http/logger";
import { type RunningServer, startServer } from "../../start-server";

const FIXTURE = fileURLToPath(new URL("./held-import.fixture.ts", import.meta.url));
// Node itself runs the fixture (with tsx as a loader): the tsx CLI would run it in a child process of its own,
// which SIGKILL on the CLI leaves running, still holding its transaction.
const TSX_LOADER = ["--import", "tsx"];
const root = mkdtempSync(path.join(tmpdir(), "import-crash-"));
const dataDir = path.join(root, "data");
const importDir = path.join(root, "imports");
let child: ChildProcess | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  child?.kill("SIGKILL");
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

async function globalPrice(db: Db) {
  const [product] = await db.select().from(products).where(eq(products.partNumber, "MP00001"));
  const [row] = await db
    .select({ crp: productCountries.crp })
    .from(productCountries)
    .where(and(eq(productCountries.productId, product?.id ?? 0), eq(productCountries.countryId, 0)));
  return row?.crp;
}

/** Waits for a line on the child's stdout; fails with its stderr when it exits first. */
function waitFor(process: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    process.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(text)) resolve();
    });
    process.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    process.on("exit", (code) => reject(new Error(`child exited (${code}) before ${text}: ${err}`)));
  });
}

describe("an import killed in the middle", () => {
  it("leaves the data intact and the run NOT_FINALIZED after a restart", async () => {
    // A seeded PGlite data directory on disk, like a server's DATA_DIR, and an import folder with a price file.
    mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    mkdirSync(importDir);
    const seeded = await PGlite.create({
      dataDir: path.join(dataDir, "pglite"),
      loadDataDir: new Blob([readFileSync(inject("seededDataDirFile"))]),
    });
    const before = await globalPrice(
      await openDatabase({ kind: "pglite", client: seeded }).then((d) => d.db),
    );
    await seeded.close();
    writeFileSync(
      path.join(importDir, "prices.csv"),
      "partNumber,country,currency,localListPrice,globalReferencePrice,crp\nMP00001,GLOBAL,EUR,1,1,123456.78\n",
    );

    child = spawn(process.execPath, [...TSX_LOADER, FIXTURE, path.join(dataDir, "pglite"), importDir], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    await waitFor(child, "HOLDING");
    const exited = new Promise((resolve) => child?.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;

    const env = { DATA_DIR: dataDir, PORT: "0", IMPORT_DIR: importDir, NODE_ENV: "test", WEB_DIST: root };
    server = await startServer(readConfig(env), memoryLogger());
    const db = server.database.db;
    const [run] = await db.select().from(tableImportRuns);
    const [record] = await db.select().from(tableImports);

    expect(before).toBeGreaterThan(0);
    expect(await globalPrice(db)).toBe(before);
    expect(run?.status).toBe("NOT_FINALIZED");
    expect(record?.status).toBe("NOT_FINALIZED");
    expect(record?.logs.at(-1)).toMatchObject({
      runStatus: "FAILED",
      message: expect.stringMatching(/Interrupted/),
    });
  }, 120_000);
});
