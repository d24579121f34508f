import { readdirSync } from "node:fs";
import path from "node:path";

// Installed packages, build output, generated reports and local data are not the repository's own text.
const NOT_OURS = new Set([
  ".git",
  "node_modules",
  ".tsbuild",
  "dist",
  "storybook-static",
  ".data",
  "test-results",
  "playwright-report",
]);

/** Every file below `root` that `wanted` accepts, skipping installed, built and generated folders; sorted. */
export function repositoryFiles(root: string, wanted: (file: string) => boolean): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_OURS.has(entry.name)) visit(full);
      } else if (entry.isFile() && wanted(full)) {
        found.push(full);
      }
    }
  };
  visit(root);
  return found.sort();
}
