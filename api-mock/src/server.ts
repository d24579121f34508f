import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { readConfig } from "./config";

const config = readConfig();
const app = createApp(config);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(JSON.stringify({ level: "info", msg: "listening", url: `http://localhost:${info.port}` }));
});

// Finish in-flight requests, then exit, so a restart never cuts a write in half.
function shutdown(signal: string): void {
  console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
