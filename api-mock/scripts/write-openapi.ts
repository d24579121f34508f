import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../src/app";
import { openDatabase } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { createPglite } from "../src/db/pglite-client";
import { memoryLogger } from "../src/http/logger";
import { buildServices } from "../src/services";
import { TEST_SETTINGS } from "../src/testing/test-app";

/**
 * Writes the OpenAPI document the server publishes at /api/openapi.json to a file, so Spectral can lint it in
 * `npm run lint` without a running server. The routes are mounted from the call catalogue on an empty in-memory
 * database: the document depends on the catalogue, not on data.
 */
const target = path.resolve(process.argv[2] ?? "test-results/openapi.json");
const database = await openDatabase({ kind: "pglite", client: await createPglite({}) });
await migrate(database.db);
const services = buildServices(database, TEST_SETTINGS, () => new Date());
const app = createApp({
  webDist: mkdtempSync(path.join(tmpdir(), "web-dist-")),
  services,
  logger: memoryLogger(),
});
const document = await (await app.request("/api/openapi.json")).json();
await database.close();
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
