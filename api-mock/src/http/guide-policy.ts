import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { InlineAllowance } from "./app-env";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
/** An attribute's value as the browser reads (and hashes) it. */
const decodeAttribute = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * The hashes of every inline script and style attribute in the built guide. VitePress writes two small start-up
 * scripts into each page (the colour scheme, the platform) and style attributes (code colours, layout): the
 * guide's policy allows exactly these, so nothing injected into a page could run or restyle it. Read once when
 * the server starts. A script's body is hashed as written; an attribute as the browser decodes it.
 */
export function guideInlineHashes(guideDist: string): InlineAllowance {
  if (!existsSync(guideDist)) return { scripts: [], styleAttributes: [] };
  const scripts = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const file of htmlFiles(guideDist)) {
    const html = readFileSync(file, "utf8");
    for (const match of html.matchAll(INLINE_SCRIPT)) scripts.add(hashSource(match[1] ?? ""));
    for (const match of html.matchAll(STYLE_ATTRIBUTE))
      styleAttributes.add(hashSource(decodeAttribute(match[1] ?? "")));
  }
  return { scripts: [...scripts].sort(), styleAttributes: [...styleAttributes].sort() };
}
