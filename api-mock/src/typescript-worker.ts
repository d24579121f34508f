import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

// Found through `require` rather than `import.meta.resolve`, which Vite's module runner (vitest's global setup,
// which seeds) does not support; the ES module build beside the CommonJS one is the one that registers the loader.
const TSX_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve("tsx/esm/api")
    .replace(/\.cjs$/, ".mjs"),
).href;

/**
 * A worker thread that runs a TypeScript entry. A worker does not inherit the loader hooks `tsx` registered here
 * (npm start, the benchmark), and vitest runs test files through Vite, not through a Node loader; so the worker
 * starts from a small script that registers tsx's loader in the worker itself and then imports the entry.
 */
export function typeScriptWorker(entry: URL, options: WorkerOptions = {}): Worker {
  const bootstrap = `import(${JSON.stringify(TSX_API)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
