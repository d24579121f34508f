import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuMsOf, cpuPerRequest, startBenchServer } from "./bench-server";
import { measureLists } from "./list-bench";
import { runLoad } from "./load-generator";

// The list scenarios on their own (npm run bench:lists), on a smaller catalogue than the full run.
const seedProducts = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const resultsFile = fileURLToPath(new URL("./results/lists-latest.json", import.meta.url));

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), "catalogue-list-bench-"));
  const server = await startBenchServer(dataDir, seedProducts, 300_000);
  try {
    const session = await fetch(`http://127.0.0.1:${server.port}/api/__dev/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "key.user@catalogue.example" }),
    });
    const { token } = (await session.json()) as { token: string };
    // The public health call at the same load first: on a shared machine the list figures are read against it.
    const cpuBefore = cpuMsOf(server.pid);
    const health = await runLoad({
      port: server.port,
      token,
      connections,
      seconds,
      next: () => ({ method: "GET", path: "/api/health" }),
    });
    const results = [
      {
        name: "health (baseline)",
        summary: health,
        serverCpuMsPerRequest: cpuPerRequest(cpuBefore, server.pid, health),
      },
      ...(await measureLists(server, token, connections, seconds)),
    ];
    for (const result of results) {
      const { name, summary, during, serverCpuMsPerRequest } = result;
      const clientCpuMsPerRequest =
        "clientCpuMsPerRequest" in result ? result.clientCpuMsPerRequest : undefined;
      const others = during ? `  others p99 ${during.p99Ms} ms (${during.requests} requests)` : "";
      const cpu =
        (serverCpuMsPerRequest === undefined ? "" : `  server CPU ${serverCpuMsPerRequest} ms/request`) +
        (clientCpuMsPerRequest === undefined
          ? ""
          : `  load generator CPU ${clientCpuMsPerRequest} ms/request`);
      const ratio = health.p95Ms > 0 ? (summary.p95Ms / health.p95Ms).toFixed(1) : "-";
      process.stdout.write(
        `${name.padEnd(26)} p50 ${summary.p50Ms} ms  p95 ${summary.p95Ms} ms (${ratio}x health)  p99 ${summary.p99Ms} ms  n=${summary.requests}${others}${cpu}\n`,
      );
    }
    const loadAfter = loadavg()[0] ?? 0;
    const record = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadBefore, loadAfter },
      settings: { seedProducts, connections, seconds },
      results,
    };
    writeFileSync(resultsFile, `${JSON.stringify(record, null, 2)}\n`);
    process.stdout.write(
      `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after; results in ${resultsFile}\n`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `list benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
