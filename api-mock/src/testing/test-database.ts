import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/database";
import { createPglite } from "../db/pglite-client";
import { copyTemplateDatabase, databaseUrl, dropDatabase } from "./postgres-template";

/** A test database, and how a second server instance would reach it. */
export interface TestDatabase extends Database {
  /**
   * Another instance's own connection to the same database: a new pool on PostgreSQL; on PGlite, which has one
   * connection, the same client (closing the peer leaves it open).
   */
  openPeer(): Promise<Database>;
  /**
   * The same database as a server sees it when storage refuses writes (every transaction read-only, PostgreSQL's
   * 25006): a read-only pool on PostgreSQL; on PGlite the one connection switched until the peer is closed.
   */
  openReadOnlyPeer(): Promise<Database>;
}

/**
 * A migrated, seeded database for one test file: a copy of the run's seeded PGlite, or, when TEST_DATABASE_URL
 * is set, a copy of the run's seeded PostgreSQL database that `close()` drops. Always `await close()` (afterAll).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresCopy(url);
  const { tarball, pgliteWasmModule, fsBundle } = await pgliteParts();
  const client = await createPglite({ loadDataDir: tarball, pgliteWasmModule, fsBundle });
  const database = await openDatabase({ kind: "pglite", client });
  return {
    ...database,
    openPeer: async () => ({ ...database, close: async () => undefined }),
    openReadOnlyPeer: async () => {
      await client.exec("SET default_transaction_read_only = on");
      return {
        ...database,
        close: async () => void (await client.exec("SET default_transaction_read_only = off")),
      };
    },
  };
}

// Node has WebAssembly as a global; the project's types (no DOM library) declare only its types, not the value.
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/**
 * What every PGlite copy would otherwise do again: read the seeded tarball, compile PGlite's WebAssembly and read
 * its file bundle. Kept for the worker (the project's files share one module graph): a copy then opens in about
 * 0.75 s instead of 1 s.
 */
let kept: Promise<{ tarball: Blob; pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function pgliteParts() {
  kept ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    return {
      tarball: new Blob([readFileSync(inject("seededDataDirFile"))]),
      pgliteWasmModule: await wasm.compile(readFileSync(path.join(dist, "pglite.wasm"))),
      fsBundle: new Blob([readFileSync(path.join(dist, "pglite.data"))]),
    };
  })();
  return kept;
}

async function openPostgresCopy(url: string): Promise<TestDatabase> {
  const name = await copyTemplateDatabase(url, inject("postgresTemplate"));
  const copyUrl = databaseUrl(url, name);
  const database = await openDatabase({ kind: "postgres", url: copyUrl });
  return {
    ...database,
    openPeer: () => openDatabase({ kind: "postgres", url: copyUrl }),
    openReadOnlyPeer: () => openDatabase({ kind: "postgres", url: copyUrl, readOnly: true }),
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
