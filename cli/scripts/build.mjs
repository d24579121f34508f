// Builds the CLI into dist/ as plain JavaScript, so that running it compiles nothing: `npm ci` runs this as the
// workspace's prepare script, and the cli tests run it before they start. Core is bundled in (its package points
// at TypeScript sources); each command's code is its own chunk, loaded only when that command runs.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Everything is bundled. Measured with hyperfine (30 runs each): `--help` starts alike either way (56 ms bundled,
 * 57 ms with Ink and React external, 60 ms with every package external; `node -e 0` takes 44 ms), as its chunk
 * holds only commander and the command tree; but `health`, which renders with Ink, took 312 ms bundled against
 * 435 ms with Ink external and 472 ms with everything external, as Node no longer resolves and reads Ink's many
 * files; `users list` 218 ms against 232 ms and 325 ms. Only Ink's optional devtools hook, never loaded, stays out.
 */
export const EXTERNAL = ["react-devtools-core"];

/** Builds dist/catalogue.js (and its chunks); answers the output files and their sizes. */
export async function buildCli({ external = EXTERNAL, outdir = `${root}/dist` } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { catalogue: "src/main.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    jsx: "automatic",
    external,
    chunkNames: "chunks/[name]-[hash]",
    // Bundled CommonJS code (commander) calls require(); ESM has none, so one is made for it.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  return Object.entries(result.metafile.outputs).map(([file, output]) => ({ file, bytes: output.bytes }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outputs = await buildCli();
  const total = outputs.reduce((sum, output) => sum + output.bytes, 0);
  console.log(`catalogue CLI built: ${outputs.length} files, ${Math.round(total / 1024)} kB in dist/`);
}
