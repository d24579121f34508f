import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** The service worker and the web manifest: the browser must see a new app version at once (core spec 4.10). */
const ALWAYS_REVALIDATED = new Set(["/sw.js", "/manifest.webmanifest"]);

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them for a year. */
function cacheControlFor(requestPath: string, contentType: string | null): string {
  if (requestPath.startsWith("/assets/")) return IMMUTABLE;
  if (contentType?.startsWith("text/html") || ALWAYS_REVALIDATED.has(requestPath)) return "no-cache";
  return "public, max-age=3600";
}

/**
 * Serves the web build: hashed assets with long-lived cache headers, and index.html (no-cache) for every
 * other path so that client-side routing works on reload and deep links. The build holds a brotli and a gzip
 * copy of each text file (web/scripts/precompress.ts): a browser that accepts one gets it, with no work per
 * request.
 */
export function mountWebBuild(app: Hono, webDist: string): void {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, "index.html");

  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.req.path.startsWith("/api/")) {
      c.res.headers.set("Cache-Control", cacheControlFor(c.req.path, c.res.headers.get("Content-Type")));
    }
  });
  app.use("*", serveStatic({ root, precompressed: true }));
  app.get("*", async (c) => {
    if (!existsSync(indexFile)) {
      return c.text(
        "The web app is not built yet: `npm start` builds it (or `npm run build -w @catalogue/web`); reload in a moment.",
        503,
        { "Retry-After": "5" },
      );
    }
    return c.html(await readFile(indexFile, "utf8"));
  });
}
