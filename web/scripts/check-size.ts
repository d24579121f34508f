// `npm run check-size`: fails when a route's JavaScript exceeds its gzip budget in size-budget.json.
// Reads Vite's build manifest, so it runs after `vite build`; prints one line per budget.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { type Budget, type Manifest, sizeReport } from "./size-report";

const web = new URL("..", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("dist/.vite/manifest.json", web), "utf8")) as Manifest;
const { budgets } = JSON.parse(readFileSync(new URL("size-budget.json", web), "utf8")) as {
  budgets: Budget[];
};
// Level 9, as Vite's own "gzip:" column, so the numbers here match the build log.
const gzipBytes = (file: string) => gzipSync(readFileSync(new URL(`dist/${file}`, web)), { level: 9 }).length;

const { lines, failed } = sizeReport(manifest, budgets, gzipBytes);
for (const line of lines) console.log(line);
if (failed) {
  console.error("size budget exceeded: docs/developers/size-budget.md says how to find what grew");
  process.exitCode = 1;
}
