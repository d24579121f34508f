import { PGlite, type PGliteOptions, types } from "@electric-sql/pglite";
import { DURABLE_START_PARAMS, DurableNodeFS } from "./durable-node-fs";

/** PGlite's buffer pool (measured at 50,000 products: 60 MB less RSS than the default). */
export const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * PGlite has no replicas and no WAL archive, so the WAL needs only what crash recovery needs (`minimal`). It also
 * lets a COPY into a table emptied in the same transaction skip the WAL (the seed, insert-seed.ts): at 50,000
 * products that is some 300 MB of WAL not written, synced and recycled.
 */
export const PGLITE_WAL_PARAMS: readonly string[] = ["-c", "wal_level=minimal", "-c", "max_wal_senders=0"];

const asText = (value: string) => value;

/**
 * The parsers drizzle's PGlite driver passes with every query (drizzle-orm/pglite/session.js): date, time and
 * interval types, and their arrays, stay text, as the PostgreSQL driver gives them.
 */
export const DRIVER_PARSERS: Readonly<Record<number, (value: string) => unknown>> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/** The PGlite clients made by `createPglite`: their own parsers already are `DRIVER_PARSERS`. */
const withDriverParsers = new WeakSet<PGlite>();

/**
 * Architecture 3: a PGlite as the server uses it: a 32 MB buffer pool (PostgreSQL's default 128 MB lives in
 * PGlite's WebAssembly memory and fills while the catalogue loads; hot reads are served from our own memory)
 * and drizzle's parsers as its own (see `withoutQueryParsers`). A database in a directory is durable: a commit
 * returns once its WAL is synced to disk (`DurableNodeFS`); the group commit keeps that to one sync per batch.
 */
export async function createPglite(
  options: PGliteOptions = {},
  sync?: (fd: number) => void,
): Promise<PGlite> {
  const { dataDir, ...rest } = options;
  const onDisk = dataDir !== undefined && !dataDir.startsWith("memory://");
  const client = await PGlite.create({
    ...rest,
    ...(onDisk ? { fs: new DurableNodeFS(dataDir, sync) } : dataDir ? { dataDir } : {}),
    startParams: [
      ...PGlite.defaultStartParams,
      "-c",
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      ...PGLITE_WAL_PARAMS,
      ...(onDisk ? DURABLE_START_PARAMS : []),
    ],
  });
  // After start-up, not as the `parsers` option: PGlite sets the array types' parsers last, from the catalog.
  Object.assign(client.parsers, DRIVER_PARSERS);
  withDriverParsers.add(client);
  return client;
}

/** Whether a query's `parsers` are only parsers the client already has (so leaving them out changes nothing). */
function onlyDriverParsers(parsers: Record<number, unknown>): boolean {
  for (const type in parsers) if (!Object.hasOwn(DRIVER_PARSERS, type)) return false;
  return true;
}

type Query = (sql: string, params?: unknown[], options?: { parsers?: Record<number, unknown> }) => unknown;

/** `query` of `target` (a client or a transaction) without per-query parsers the client already has. */
function plainQuery(target: { query: Query }): Query {
  return (sql, params, options) => {
    if (!options?.parsers || !onlyDriverParsers(options.parsers)) return target.query(sql, params, options);
    const { parsers: _parsers, ...rest } = options;
    return target.query(sql, params, rest);
  };
}

/**
 * A view of `client` for drizzle. PGlite merges a query's own `parsers` into a copy of all its
 * 318 parsers on every query (parseResults: `{...parsers, ...options.parsers}`), about 80 µs each time, and
 * drizzle passes its parsers with every query: measured, a `select 1` took 268 µs with them and 109 µs without.
 * Clients made by `createPglite` hold the same parsers, so their queries leave them out; any other client is
 * returned as it is.
 */
export function withoutQueryParsers(client: PGlite): PGlite {
  if (!withDriverParsers.has(client)) return client;
  const query = plainQuery(client as unknown as { query: Query });
  const transaction = (run: (tx: unknown) => Promise<unknown>) =>
    client.transaction((tx) =>
      run(withMembers(tx, { query: plainQuery(tx as unknown as { query: Query }) })),
    );
  return withMembers(client, { query, transaction });
}

/** `target` with `members` replaced; its other methods run on `target` itself (PGlite keeps private fields). */
export function withMembers<T extends object>(target: T, members: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, property) {
      if (typeof property === "string" && Object.hasOwn(members, property)) return members[property];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}
