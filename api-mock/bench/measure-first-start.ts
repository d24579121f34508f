import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { createPglite } from "../src/db/pglite-client";
import { earlySeedWorker, seedDatabase } from "../src/db/seed-database";
import { generateSeed } from "../src/seed/index";

// Where a first start's time goes, phase by phase, on a fresh PGlite folder: opening PGlite (initdb), the
// migrations, seeding with each table's statements and ANALYZE, closing and opening again, and generating the
// seed alone. Wall and CPU time of each (CPU time is what to compare on a busy machine; it is the whole process's,
// so a phase's includes the seed worker's work meanwhile). Usage:
//   [EARLY_WORKER=0] npx tsx api-mock/bench/measure-first-start.ts [products=2000] [runs=1]
const products = Number(process.argv[2] ?? 2_000);
const runs = Number(process.argv[3] ?? 1);
/** EARLY_WORKER=0 starts the seed worker (from 10,000 products) when seeding begins, not before PGlite opens. */
const EARLY_WORKER = process.env.EARLY_WORKER !== "0";

type Phase = { wallMs: number; cpuMs: number; mainCpuMs: number };

/** CPU time of the main thread alone (Linux's /proc; 10 ms steps), where PGlite runs: the seed worker's is not in it. */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function clock(): () => Phase {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const main = mainThreadCpuMs();
  return () => {
    const used = process.cpuUsage(cpu);
    return {
      wallMs: performance.now() - wall,
      cpuMs: (used.user + used.system) / 1000,
      mainCpuMs: mainThreadCpuMs() - main,
    };
  };
}

/** The table a statement writes (or the statement's first word), to add its time up per table. */
function labelOf(text: string): string {
  const match =
    /^\s*(INSERT INTO|COPY|ANALYZE|TRUNCATE|SELECT|CREATE [A-Z ]*?(?:TABLE|INDEX))\s+"?([a-z_]+)/i.exec(text);
  if (!match) return text.trim().split(/\s+/)[0]?.toUpperCase() ?? "?";
  const verb = (match[1] ?? "").toUpperCase();
  return verb === "ANALYZE" || verb === "SELECT" ? verb : `${verb} ${match[2]}`;
}

type Run = (...args: unknown[]) => Promise<unknown>;

/** Adds every statement's wall and CPU time to `totals` under its label (the client's and its transactions'). */
function timeStatements(client: PGlite, totals: Map<string, Phase & { count: number }>): void {
  const timed = (target: Record<string, unknown>, name: string): Run => {
    const original = target[name] as Run;
    return async (...args) => {
      const stop = clock();
      try {
        return await original.apply(target, args);
      } finally {
        const spent = stop();
        const label = labelOf(String(args[0]));
        const total = totals.get(label) ?? { wallMs: 0, cpuMs: 0, mainCpuMs: 0, count: 0 };
        totals.set(label, {
          wallMs: total.wallMs + spent.wallMs,
          cpuMs: total.cpuMs + spent.cpuMs,
          mainCpuMs: total.mainCpuMs + spent.mainCpuMs,
          count: total.count + 1,
        });
      }
    };
  };
  const raw = client as unknown as Record<string, unknown>;
  const transaction = raw.transaction as Run;
  raw.query = timed(raw, "query");
  raw.exec = timed(raw, "exec");
  raw.transaction = (run: unknown) =>
    transaction.call(client, (tx: Record<string, unknown>) =>
      (run as Run)({ ...tx, query: timed(tx, "query"), exec: timed(tx, "exec") }),
    );
}

async function once(): Promise<Record<string, Phase>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "first-start-"));
  const phases: Record<string, Phase> = {};
  const totals = new Map<string, Phase & { count: number }>();
  try {
    // As the server does on a new folder (start-server.ts): the seed worker starts before PGlite opens.
    const early = EARLY_WORKER ? earlySeedWorker({ seed: 1, products }) : undefined;
    let stop = clock();
    const client = await createPglite({ dataDir });
    phases["open (initdb)"] = stop();
    timeStatements(client, totals);
    const database = await openDatabase({ kind: "pglite", dataDir, client });
    stop = clock();
    await migrate(database.db);
    phases.migrate = stop();
    stop = clock();
    await seedDatabase(database.db, { seed: 1, products }, new Date(), early);
    phases["seed (all)"] = stop();
    for (const [label, total] of totals)
      if (!/^(CREATE|SELECT pg_advisory)/.test(label)) phases[`  ${label} x${total.count}`] = total;
    stop = clock();
    await database.close();
    phases.close = stop();
    stop = clock();
    const reopened = await createPglite({ dataDir });
    phases.reopen = stop();
    await reopened.close();
    // Last, so that it runs beside nothing else (the early seed worker has ended).
    stop = clock();
    generateSeed({ seed: 1, products });
    phases["generate seed (timed apart)"] = stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return phases;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const all: Record<string, Phase>[] = [];
for (let run = 0; run < runs; run += 1) all.push(await once());
console.log(
  `${products} products, ${runs} run(s), medians; load average ${(await import("node:os")).loadavg()[0]?.toFixed(2)}`,
);
for (const name of Object.keys(all[0] ?? {})) {
  const wall = median(all.map((phases) => phases[name]?.wallMs ?? 0));
  const cpu = median(all.map((phases) => phases[name]?.cpuMs ?? 0));
  const mainCpu = median(all.map((phases) => phases[name]?.mainCpuMs ?? 0));
  console.log(
    `${name.padEnd(44)} wall ${wall.toFixed(0).padStart(6)} ms   cpu ${cpu.toFixed(0).padStart(6)} ms   main thread ${mainCpu.toFixed(0).padStart(6)} ms`,
  );
}
