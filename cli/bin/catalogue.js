#!/usr/bin/env node
// The CLI runs as JavaScript built into dist/ (by `npm ci`, or `npm run build -w @catalogue/cli`).
try {
  await import("../dist/catalogue.js");
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist/catalogue.js")) {
    process.stderr.write("catalogue: the CLI is not built yet: run `npm run build -w @catalogue/cli`\n");
    process.exitCode = 70;
  } else {
    throw error;
  }
}
