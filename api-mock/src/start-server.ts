import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { createApp } from "./app";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { isDatabaseEmpty, seedDatabase } from "./db/seed-database";
import type { Logger } from "./http/logger";
import { buildServices } from "./services";
import { resolveSessionSecret } from "./session-secret";

/** A running server and how to stop it gracefully. */
export interface RunningServer {
  server: ServerType;
  database: Database;
  stop(): Promise<void>;
}

/**
 * Architecture 3 (server.ts): opens the database (PGlite in DATA_DIR, or PostgreSQL), migrates, seeds when empty,
 * and serves the API and the web build. Logs how long each step took.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: path.resolve(config.dataDir, "pglite") },
  );
  logger.info("database open", { engine: database.engine, ms: elapsed() });
  const applied = await migrate(database.db);
  logger.info("migrated", { applied, ms: elapsed() });
  const seed = { seed: config.seed, products: config.seedProducts };
  if (await isDatabaseEmpty(database.db)) {
    await seedDatabase(database.db, seed);
    logger.info("seeded", { ...seed, ms: elapsed() });
  }
  const services = buildServices(database, {
    sessionSecret: resolveSessionSecret(config.sessionSecret, config.dataDir),
    allowedOrigins: config.allowedOrigins,
    devControls: config.devControls,
    seed,
    checkResponses: config.nodeEnv === "development",
    smtpUrl: config.smtpUrl,
  });
  // Issue 6 item 8: the catalogue index and card cache are built before the first request is served.
  await services.catalogue.ready();
  logger.info("catalogue indexed", { products: services.catalogue.search.current().size, ms: elapsed() });
  const app = createApp({ webDist: config.webDist, services, logger });
  const server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: config.port }, (info) => {
      logger.info("listening", {
        url: `http://localhost:${info.port}`,
        startupMs: elapsed(),
        devControls: config.devControls,
      });
      resolve(instance);
    });
  });
  return {
    server,
    database,
    // Stops accepting connections, lets in-flight requests finish, then closes the database.
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          database.close().then(resolve, resolve);
        });
      }),
  };
}
