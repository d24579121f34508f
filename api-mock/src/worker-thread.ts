import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * The worker threads' entry files, relative to `src/`. The server build (`scripts/build-server.ts`) compiles each
 * into `dist/<name>.js` beside the server's own bundle.
 */
export const WORKER_ENTRIES = {
  "export-worker": "exports/export-worker.ts",
  "seed-worker": "db/seed-worker.ts",
} as const;

/** A worker thread's name in `WORKER_ENTRIES`. */
export type WorkerName = keyof typeof WORKER_ENTRIES;

/**
 * True in the compiled server: this module is then part of `dist/server.js`, whereas tsx, vitest and `tsx watch`
 * run it as the `.ts` file it is.
 */
const COMPILED = import.meta.url.endsWith(".js");

/**
 * Starts the worker thread `name`. In the compiled server it is the entry's compiled file, a plain JavaScript
 * worker. From the sources, a worker does not inherit the loader hooks `tsx` registered here (`npm run dev`, the
 * scripts), and vitest runs test files through Vite, not through a Node loader; so the worker starts from a small
 * script that registers tsx's loader in the worker itself and then imports the TypeScript entry.
 */
export function startWorker(name: WorkerName, options: WorkerOptions = {}): Worker {
  if (COMPILED) return new Worker(new URL(`./${name}.js`, import.meta.url), options);
  const entry = new URL(`./${WORKER_ENTRIES[name]}`, import.meta.url);
  const bootstrap = `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * tsx's loader API, found through `require` rather than `import.meta.resolve`, which Vite's module runner (vitest's
 * global setup, which seeds) does not support; the ES module build beside the CommonJS one is the one that
 * registers the loader. Looked up only from the sources: the compiled server needs no tsx.
 */
function tsxApi(): string {
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve("tsx/esm/api")
      .replace(/\.cjs$/, ".mjs"),
  ).href;
}
