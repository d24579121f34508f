import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { WORKER_ENTRIES } from "../src/worker-thread";

const apiMockDir = fileURLToPath(new URL("..", import.meta.url));

/** Where `npm start` and `npm run start -w @catalogue/api-mock` run the server from. */
export const DIST_DIR = path.join(apiMockDir, "dist");

/**
 * Installed packages stay imports, resolved from node_modules at run time as under tsx: only our own code is
 * compiled, and packages that find their files next to their own code (PGlite's WebAssembly, the PDF fonts,
 * Swagger UI) keep finding them. Our workspace packages are bundled: `@catalogue/core` points at TypeScript.
 */
const packagesExternal: Plugin = {
  name: "packages-external",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@catalogue/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Compiles the server and its worker threads into `outdir`: `server.js` and one `<name>.js` per worker entry, all
 * side by side, as `startWorker` expects them. `outdir` must be a folder directly in api-mock, as `src` is: modules
 * compute paths from `import.meta.url` (`../../web/dist`, `../../docs/dist/help`), which then resolve alike from
 * `src/<file>.ts` and from `<outdir>/server.js`. The SQL migrations, read at run time beside the module that runs
 * them, are copied. Answers the compiled files and their sizes.
 */
export async function buildServer(outdir: string = DIST_DIR): Promise<{ file: string; bytes: number }[]> {
  if (path.dirname(path.resolve(outdir)) !== path.resolve(apiMockDir)) {
    throw new Error(`the server is built into a folder directly in ${apiMockDir}, not ${outdir}`);
  }
  rmSync(outdir, { recursive: true, force: true });
  const workers = Object.entries(WORKER_ENTRIES).map(([name, file]) => [name, `src/${file}`]);
  const result = await build({
    absWorkingDir: apiMockDir,
    entryPoints: { server: "src/server.ts", ...Object.fromEntries(workers) },
    outdir,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    plugins: [packagesExternal],
    // Class and function names stay as written (bundling renames clashing ones): error names are logged.
    keepNames: true,
    sourcemap: "linked",
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  cpSync(path.join(apiMockDir, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
  return Object.entries(result.metafile.outputs).map(([file, output]) => ({ file, bytes: output.bytes }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outputs = await buildServer();
  const scripts = outputs.filter((output) => output.file.endsWith(".js"));
  const kilobytes = Math.round(scripts.reduce((sum, output) => sum + output.bytes, 0) / 1024);
  const ms = Math.round(performance.now() - started);
  console.log(
    `server built: ${scripts.map((output) => path.basename(output.file)).join(", ")} (${kilobytes} kB) in ${ms} ms`,
  );
}
