import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { createApp } from "./app";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { hasPlannerStatistics, refreshPlannerStatistics } from "./db/planner-statistics";
import { earlySeedWorker, isDatabaseEmpty, type SeedSettings, seedDatabase } from "./db/seed-database";
import { listen } from "./http/listen";
import type { Logger } from "./http/logger";
import { type AppServices, buildServices, type ServiceSettings } from "./services";

/** On PostgreSQL, a run without a sign of life for this long is taken as crashed at start. */
export const IMPORT_STALE_MS = 30 * 60_000;

import { resolveSessionSecret } from "./session-secret";

/** A running server and how to stop it gracefully. */
export interface RunningServer {
  server: Server;
  database: Database;
  stop(): Promise<void>;
}

/** Opens the database, migrates it, and seeds it when empty (or gathers missing planner statistics). */
async function prepareDatabase(
  config: Config,
  logger: Logger,
  elapsed: () => number,
  seed: SeedSettings,
): Promise<Database> {
  const pgliteDir = path.resolve(config.dataDir, "pglite");
  const open = () =>
    openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dataDir: pgliteDir },
    );
  // A new PGlite folder will be seeded: the seed worker starts now, beside initdb and the migrations.
  const early = config.databaseUrl || existsSync(pgliteDir) ? undefined : earlySeedWorker(seed);
  let database = await open();
  logger.info("database open", { engine: database.engine, ms: elapsed() });
  const applied = await migrate(database.db);
  logger.info("migrated", { applied, ms: elapsed() });
  if (await isDatabaseEmpty(database.db)) {
    await seedDatabase(database.db, seed, new Date(), early);
    logger.info("seeded", { ...seed, ms: elapsed() });
    if (database.engine === "pglite") {
      // Seeding grows PGlite's WebAssembly memory, which never shrinks; a fresh instance on the
      // same folder starts small again, so the served process does not carry the seed's memory.
      await database.close();
      database = await open();
      logger.info("database reopened", { ms: elapsed() });
    }
  } else {
    if (early) await (await early).stop();
    if (!(await hasPlannerStatistics(database.db))) {
      // A database seeded before statistics were gathered after seeding (see planner-statistics.ts).
      await refreshPlannerStatistics(database.db);
      logger.info("planner statistics gathered", { ms: elapsed() });
    }
  }
  return database;
}

function serviceSettings(config: Config, seed: SeedSettings): ServiceSettings {
  return {
    sessionSecret: resolveSessionSecret(config.sessionSecret, config.dataDir),
    allowedOrigins: config.allowedOrigins,
    mode: config.mode,
    publicDemo: config.publicDemo,
    publicUrl: config.publicUrl,
    oidc: config.oidc,
    seed,
    checkResponses: config.nodeEnv === "development",
    importDir: path.resolve(config.importDir),
    smtpUrl: config.smtpUrl,
    nightlyImportTime: config.nightlyImportTime,
    trustedProxies: config.trustedProxies,
    maxBodyBytes: config.maxBodyBytes,
    maxUploadBytes: config.maxUploadBytes,
    exportPool: config.exportPool,
  };
}

/** Ends the import runs a crash left unfinished, starts the nightly imports and builds the catalogue index. */
async function startJobs(database: Database, services: AppServices, logger: Logger, elapsed: () => number) {
  // Runs a crash left unfinished become NOT_FINALIZED (their writes were rolled back). PGlite has
  // one process, so everything unfinished is stale; on PostgreSQL only runs silent for IMPORT_STALE_MS are.
  const staleMs = database.engine === "pglite" ? 0 : IMPORT_STALE_MS;
  const finalized = await services.tableImportsRepository.finalizeInterrupted(
    new Date(),
    new Date(Date.now() - staleMs),
  );
  if (finalized > 0) logger.info("import runs not finalized", { runs: finalized });
  services.nightlyImports.start((error) => logger.error("nightly import failed", { error: String(error) }));
  // Before the catalogue loads, so a change another process commits meanwhile is heard (and read again).
  await services.changes.start((change, error) =>
    logger.error("refresh after another process's change failed", {
      kind: change.kind,
      error: String(error),
    }),
  );
  if (services.changes.shared) logger.info("listening for other processes' changes", { ms: elapsed() });
  // The catalogue index and card cache are built before the first request is served.
  await services.catalogue.ready();
  logger.info("catalogue indexed", {
    products: services.catalogue.search.current().size,
    ms: elapsed(),
    ...memoryFigures(),
  });
  // The detail parts load while the server already serves (details read the database till then).
  void services.catalogue
    .detailsLoaded()
    .then((loaded) =>
      loaded
        ? logger.info("catalogue details loaded", { ms: elapsed(), ...memoryFigures() })
        : logger.error("catalogue details not loaded; details are read from the database", { ms: elapsed() }),
    );
}

/** Stops accepting connections, lets in-flight requests finish, then closes the database. */
function stopper(server: Server, database: Database, services: AppServices): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      services.nightlyImports.stop();
      server.close(() => {
        // An import in progress finishes (or the database rolls it back) before the database closes.
        services.importRunner
          .settled()
          .then(() => database.close())
          .then(resolve, resolve);
      });
    });
}

/**
 * Architecture 3 (server.ts): opens the database (PGlite in DATA_DIR, or PostgreSQL), migrates, seeds when empty,
 * and serves the API and the web build. Logs how long each step took.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const seed = { seed: config.seed, products: config.seedProducts };
  const database = await prepareDatabase(config, logger, elapsed, seed);
  const services = buildServices(database, serviceSettings(config, seed));
  await startJobs(database, services, logger, elapsed);
  const app = createApp({ webDist: config.webDist, guideDist: config.guideDist, services, logger });
  const { server, address } = await listen(app, {
    host: config.host,
    port: config.port,
    timeouts: { requestTimeoutMs: config.requestTimeoutMs },
  });
  logger.info("listening", {
    address: `${address.address}:${address.port}`,
    url: config.publicUrl,
    mode: config.mode,
    startupMs: elapsed(),
  });
  if (config.publicDemo) {
    logger.error(
      "DEMO MODE ON A PUBLIC ADDRESS: anyone who reaches it can sign in as any user, the admin included",
    );
  }
  return { server, database, stop: stopper(server, database, services) };
}

/** Where the memory is (JS heap, and `external`, which holds PGlite's WebAssembly memory), in MB. */
function memoryFigures(): { rssMb: number; heapUsedMb: number; externalMb: number } {
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed), externalMb: mb(usage.external) };
}
