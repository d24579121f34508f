import { performance } from "node:perf_hooks";
import { createApp } from "../src/app";
import { openDatabase } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { seedDatabase } from "../src/db/seed-database";
import { memoryLogger } from "../src/http/logger";
import { buildServices } from "../src/services";
import { startCpuProfile } from "./cpu-profile";

// List open and exports in process (no sockets), for `node --cpu-prof` and per-request CPU time.
// The timed opens read the answer as bytes (as a socket would send it), so the figure is the server's work.
// CPU_PROFILE=<file.cpuprofile> writes a profile of the timed loop alone (no seeding, no warm-up).
const products = Number(process.env.BENCH_PRODUCTS ?? 1_200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const profileFile = process.env.CPU_PROFILE;

async function main(): Promise<void> {
  const database = await openDatabase({ kind: "pglite" });
  await migrate(database.db);
  await seedDatabase(database.db, { seed: 1, products });
  const services = buildServices(database, {
    sessionSecret: "profile-secret-profile-secret-profile",
    allowedOrigins: [],
    mode: "demo",
    publicUrl: "http://localhost:8080",
    seed: { seed: 1, products },
    checkResponses: false,
  });
  const app = createApp({ webDist: "/nonexistent", services, logger: memoryLogger() });
  const session = await app.request("/api/__dev/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "key.user@catalogue.example" }),
  });
  const { token } = (await session.json()) as { token: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const pages = await Promise.all(
    [0, 1].map((n) => call<{ content: { id: number }[] }>("GET", `/api/products/search?size=100&page=${n}`)),
  );
  const list = await call<{ id: number; version: number }>("POST", "/api/product-lists/list", { title: "p" });
  await call("POST", `/api/product-lists/list-elements/${list.id}`, {
    version: list.version,
    elements: pages.flatMap((p) => p.content).map((p) => ({ productId: p.id, quantity: 2 })),
  });
  const path = `/api/product-lists/list-elements/${list.id}`;
  for (let i = 0; i < 20; i += 1) await call("GET", path);
  const open = async () => {
    const res = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    await res.arrayBuffer();
  };
  const stopProfile = await startCpuProfile(profileFile);
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) await open();
  const wall = (performance.now() - start) / rounds;
  const used = process.cpuUsage(cpu);
  await stopProfile();
  const cpuMs = (used.user + used.system) / 1000 / rounds;
  process.stdout.write(
    `list open (200 items): wall ${wall.toFixed(2)} ms, CPU ${cpuMs.toFixed(2)} ms / request\n`,
  );
  await database.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
