import { ConfigError, readConfig } from "./config";
import { jsonLogger } from "./http/logger";
import { startServer } from "./start-server";

const logger = jsonLogger();
const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof RangeError)) throw error;
    // The operator's mistake, said plainly: no stack, and a non-zero exit for process managers.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
})();
// The signal handlers come first: a SIGTERM during start-up (migrating, seeding) would otherwise end the process
// the default way, before the database is closed.
const starting = startServer(config, logger);

// Finish in-flight requests and close the database, so a restart never cuts a write in half.
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  setTimeout(() => process.exit(1), 10_000).unref();
  starting
    .then((running) => running.stop())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
await starting;
