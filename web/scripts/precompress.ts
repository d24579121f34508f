import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the web build, once, at build time:
 * the server hands them to browsers that accept them, and the JavaScript travels at a quarter of its size.
 * Usage: `tsx scripts/precompress.ts [build folder, web/dist by default]`.
 */
const DIST = process.argv[2]
  ? path.resolve(process.argv[2])
  : fileURLToPath(new URL("../dist/", import.meta.url));
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let raw = 0;
let brotli = 0;
for (const file of files(DIST)) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(content, { level: 9 });
  // A copy only where it is smaller (a tiny file can grow); without one the server sends the file as it is.
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  raw += content.length;
  brotli += Math.min(br.length, content.length);
}
console.log(
  `precompressed: ${(raw / 1000).toFixed(1)} kB of text to ${(brotli / 1000).toFixed(1)} kB brotli`,
);
