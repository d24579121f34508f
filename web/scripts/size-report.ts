// The pure part of the size check (tested in size-report.test.ts): which chunks a budget counts, and the verdict.

/** The part of Vite's `.vite/manifest.json` entry the check reads. */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** One line of size-budget.json; see its $comment for the two kinds. */
export interface Budget {
  readonly name: string;
  readonly kind: "initial" | "route";
  readonly module: string;
  readonly maxKB: number;
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error("the build manifest has no entry: was the app built with build.manifest?");
  return key;
}

/** A chunk and every chunk it imports statically, transitively, as manifest keys. */
export function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: is it a lazily imported screen?`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/** The JS files a budget counts: "initial" the entry's and the route's, "route" the route's the entry lacks. */
export function budgetFiles(manifest: Manifest, budget: Budget): string[] {
  const initial = chunksOf(manifest, entryKey(manifest));
  const route = chunksOf(manifest, budget.module);
  const keys =
    budget.kind === "initial"
      ? new Set([...initial, ...route])
      : new Set([...route].filter((key) => !initial.has(key)));
  return [...keys].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith(".js"));
}

/** One line per budget ("ok" or "OVER") and whether any failed; sizes in kB of 1000 bytes, as Vite prints them. */
export function sizeReport(
  manifest: Manifest,
  budgets: readonly Budget[],
  gzipBytes: (file: string) => number,
): { lines: string[]; failed: boolean } {
  let failed = false;
  const lines = budgets.map((budget) => {
    if (budget.kind !== "initial" && budget.kind !== "route") {
      throw new Error(`budget "${budget.name}": kind must be "initial" or "route"`);
    }
    const files = budgetFiles(manifest, budget);
    const kB = files.reduce((sum, file) => sum + gzipBytes(file), 0) / 1000;
    const over = kB > budget.maxKB;
    failed ||= over;
    return `${over ? "OVER" : "ok  "} ${budget.name}: ${kB.toFixed(1)} kB gzip of ${budget.maxKB} kB (${files.length} files)`;
  });
  return { lines, failed };
}
