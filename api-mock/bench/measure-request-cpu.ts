import path from "node:path";
import { createApp } from "../src/app";
import { openDatabase } from "../src/db/database";
import { jsonLogger } from "../src/http/logger";
import { buildServices } from "../src/services";

/**
 * Issue 6 item 9: CPU time per request of each scenario, in process (`app.request`, no sockets, one request at
 * a time), on a seeded DATA_DIR (e.g. one `npm start` with SEED_PRODUCTS=50000 filled). CPU time depends far less
 * on other processes than latency does, so it compares scenarios on a busy machine where the benchmark cannot.
 *   DATA_DIR=./.data npx tsx api-mock/bench/measure-request-cpu.ts
 */
const database = await openDatabase({
  kind: "pglite",
  dataDir: path.resolve(process.env.DATA_DIR ?? "./.data", "pglite"),
});
const services = buildServices(database, {
  sessionSecret: "x".repeat(40),
  allowedOrigins: [],
  devControls: true,
  seed: { seed: 1, products: 50000 },
  checkResponses: false,
});
await services.catalogue.ready();
const app = createApp({
  webDist: path.resolve("no-web-build"),
  services,
  logger: jsonLogger(() => undefined),
});
const { token } = (await (
  await app.request("/api/__dev/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "key.user@catalogue.example" }),
  })
).json()) as { token: string };
const h = { authorization: `Bearer ${token}` };
const words = [
  "breathing",
  "circuit",
  "sensor",
  "mask",
  "filter",
  "cable",
  "adult",
  "neonatal",
  "temperature",
  "hose",
];
const scenarios: [string, (i: number) => string][] = [
  ["health", () => "/api/health"],
  [
    "autocomplete",
    (i) => {
      const w = words[i % words.length] ?? "mask";
      return `/api/products/autocomplete?search=${w.slice(0, 3 + (i % (w.length - 2)))}`;
    },
  ],
  [
    "search+2 filters",
    (i) =>
      `/api/products/search?search=${words[i % words.length]}&filter=${encodeURIComponent(i % 2 ? "careArea:ICU;patientGroup:ADULT" : "careArea:OR;usage:SINGLEUSE")}`,
  ],
  [
    "facets",
    (i) =>
      `/api/products/dynamic-filters?search=${words[i % words.length]}&filter=${encodeURIComponent("careArea:ICU")}`,
  ],
  ["details (cached)", (i) => `/api/products/${1 + (i % 400) * 97}/details`],
];
for (const [name, path] of scenarios) {
  for (let i = 0; i < 500; i++) await app.request(path(i), { headers: h });
  const n = 2000;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const r = await app.request(path(i + 7), { headers: h });
    if (r.status !== 200) throw new Error(`${name} ${r.status}`);
    await r.text();
  }
  const c = process.cpuUsage(c0);
  console.log(
    name.padEnd(18),
    "cpu ms/request",
    ((c.user + c.system) / 1000 / n).toFixed(3),
    "wall ms/request",
    ((performance.now() - t0) / n).toFixed(3),
  );
}
await database.close();
