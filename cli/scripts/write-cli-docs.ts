// Writes docs/cli.md from the command definitions (npm run docs:cli -w @catalogue/cli).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderCliDocs } from "../src/docs/render-cli-docs";

const target = fileURLToPath(new URL("../../docs/cli.md", import.meta.url));
writeFileSync(target, renderCliDocs());
console.log(`wrote ${target}`);
