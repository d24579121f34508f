import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

// The first `npm start` of a fresh clone, from the command to the first 200 of `/api/health` and of `/` (the web
// app), polled every 0.1 s. Removes the checkout's builds and database first (web/dist, docs/dist, api-mock/dist,
// api-mock/.data), so run it on a clone of its own after `npm ci`, never on a checkout whose data you keep:
//   git clone -q <repo> /tmp/clone && cd /tmp/clone && npm ci
//   npx tsx api-mock/bench/measure-npm-start.ts /tmp/clone [port=18080]
const checkout = path.resolve(process.argv[2] ?? ".");
const port = Number(process.argv[3] ?? 18_080);

for (const folder of ["web/dist", "web/dist.building", "docs/dist", "api-mock/dist", "api-mock/.data"]) {
  rmSync(path.join(checkout, folder), { recursive: true, force: true });
}

async function answers200(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

const started = performance.now();
// A process group of its own, so the builds and the server stop with it.
const start = spawn("npm", ["start"], {
  cwd: checkout,
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
  detached: true,
});
const seconds = () => Math.round(performance.now() - started) / 1000;
const firstOk: Record<string, number> = {};
while (Object.keys(firstOk).length < 2 && seconds() < 600) {
  for (const [name, url] of [
    ["health", `http://127.0.0.1:${port}/api/health`],
    ["web", `http://127.0.0.1:${port}/`],
  ] as const) {
    if (firstOk[name] === undefined && (await answers200(url))) firstOk[name] = seconds();
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
if (start.pid) process.kill(-start.pid, "SIGTERM");
const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
console.log(
  `/api/health 200 after ${firstOk.health ?? "-"} s, / 200 after ${firstOk.web ?? "-"} s (load ${load})`,
);
