import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// `npm start` builds the guide on every start; most starts change nothing in it, and the build is the slowest step
// of the start. So it is built only when what it is made of changed: its pages and pictures, its configuration,
// the locale files its navigation comes from, and the VitePress version. The fingerprint of those inputs is kept
// beside the output (not inside it: the server would serve it).
const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = path.resolve(DOCS, "..");
const GUIDE = path.join(DOCS, "guide");
const OUTPUT = path.join(DOCS, "dist", "help");
const STAMP = path.join(DOCS, "dist", "help.fingerprint");
const BUILDING = path.join(DOCS, "dist", "help.building");
const INPUTS = [
  GUIDE,
  path.join(ROOT, "core", "src", "i18n", "locales"),
  path.join(DOCS, "package.json"),
  path.join(ROOT, "node_modules", "vitepress", "package.json"),
];

function files(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isDirectory()) {
    return readdirSync(entry, { withFileTypes: true })
      .flatMap((child) =>
        child.isDirectory() ? files(path.join(entry, child.name)) : [path.join(entry, child.name)],
      )
      .sort();
  }
  return [entry];
}

function fingerprint(): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(files))
    hash.update(path.relative(ROOT, file)).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

const wanted = fingerprint();
const built =
  existsSync(STAMP) && existsSync(path.join(OUTPUT, "index.html")) ? readFileSync(STAMP, "utf8") : "";
if (built === wanted) {
  console.log("The user guide is up to date (docs/dist/help); not built again.");
} else {
  // Loaded only when needed: importing VitePress alone takes seconds.
  const { build } = await import("vitepress");
  // Built aside and swapped in whole: `npm start` runs the server beside this build, and the server must never
  // see a half-written guide (it serves the guide once its index.html is there).
  rmSync(BUILDING, { recursive: true, force: true });
  await build(GUIDE, { outDir: BUILDING });
  rmSync(OUTPUT, { recursive: true, force: true });
  renameSync(BUILDING, OUTPUT);
  writeFileSync(STAMP, wanted);
}
