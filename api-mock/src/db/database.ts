import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { ListenConnection, ListenHandlers } from "./listen-connection";
import { createPglite, withoutQueryParsers } from "./pglite-client";
import * as schema from "./schema/index";
import { trackWrites, WriteGeneration } from "./write-generation";

/** Architecture 3: the one query layer, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle `db.transaction` passes to its callback: every write of one command goes through it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Architecture 3: an open database and how to close it (an unclosed PGlite keeps Node alive). */
export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /**
   * Changes whenever this database may have changed (see `WriteGeneration`). Only on PGlite, where this
   * process is the only writer; on PostgreSQL other instances write unseen, so it is absent there.
   */
  writes?: WriteGeneration;
  /**
   * PostgreSQL only: listens on `channel` on a connection of its own named `applicationName` in
   * `pg_stat_activity`, re-established when lost (see `ListenConnection`); it ends with `close()`. On PGlite this process is the only one, so there is no one to hear.
   */
  listen?(channel: string, handlers: ListenHandlers, applicationName: string): Promise<void>;
  close(): Promise<void>;
}

/** Where the database lives: an existing PGlite, a PGlite folder (or memory), or a PostgreSQL URL. */
export type DatabaseTarget =
  | { kind: "pglite"; dataDir?: string; client?: PGlite }
  | { kind: "postgres"; url: string; schemaName?: string; readOnly?: boolean };

/** Opens PGlite (in `dataDir`, created when missing, or in memory) or a PostgreSQL pool on the same schema. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target.url, target.schemaName, target.readOnly);
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.client ?? (await createPglite(target.dataDir ? { dataDir: target.dataDir } : {}));
  const writes = new WriteGeneration();
  return {
    db: drizzlePglite(trackWrites(withoutQueryParsers(client), writes), { schema }) as unknown as Db,
    engine: "pglite",
    writes,
    close: () => client.close(),
  };
}

/**
 * The PostgreSQL driver loads only when a PostgreSQL database is opened: a server on PGlite never needs it, and
 * the modules cost some 7 MB of RSS (measured with api-mock/bench/measure-memory.ts).
 */
async function openPostgres(url: string, schemaName?: string, readOnly = false): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePostgres }, { ListenConnection }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("./listen-connection"),
  ]);
  // A schema per test file keeps parallel test files apart on one server; production uses `public`.
  const settings = [
    ...(schemaName ? [`-c search_path=${schemaName}`] : []),
    ...(readOnly ? ["-c default_transaction_read_only=on"] : []),
  ];
  const options = settings.length > 0 ? settings.join(" ") : undefined;
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  const listeners: ListenConnection[] = [];
  return {
    db: drizzleNodePostgres(pool, { schema }) as unknown as Db,
    engine: "postgres",
    listen: (channel, handlers, applicationName) => {
      const connection = new ListenConnection(url, options, applicationName);
      listeners.push(connection);
      return connection.listen(channel, handlers);
    },
    close: async () => {
      await Promise.all(listeners.map((connection) => connection.close()));
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows: both drivers answer `{ rows }`, which drizzle's shared type leaves unknown. */
export async function queryRows<Row>(db: Pick<Db, "execute">, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
