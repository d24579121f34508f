import { readConfig } from "./config";
import { jsonLogger } from "./http/logger";
import { startServer } from "./start-server";

const logger = jsonLogger();
const running = await startServer(readConfig(), logger);

// Finish in-flight requests and close the database, so a restart never cuts a write in half.
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  setTimeout(() => process.exit(1), 10_000).unref();
  running.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
