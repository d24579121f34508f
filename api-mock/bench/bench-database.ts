import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database of the benchmark's own on a PostgreSQL server, and how to drop it afterwards. */
export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database next to the one `serverUrl` names (BENCH_DATABASE_URL; its user needs CREATEDB), so
 * the server seeds it as on a first start and nothing of another run or another user of that server is touched.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `catalogue_bench_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // WITH (FORCE): a server the benchmark could not stop cleanly may still hold connections.
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
