import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { GUIDE_PATH } from "@catalogue/core/constants";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv, InlineAllowance } from "./app-env";
import { guideInlineHashes } from "./guide-policy";

const IMMUTABLE = "public, max-age=31536000, immutable";
const PREFIX = GUIDE_PATH.replace(/\/$/, "");

/**
 * The guide's build as it is on disk now: its inline hashes, read again whenever a new build replaced it
 * (`npm start` builds the guide beside the running server, docs/scripts/build-if-changed.ts, and swaps the finished
 * build in at once); undefined while there is none.
 */
function guideOnDisk(root: string): () => InlineAllowance | undefined {
  const index = path.join(root, "index.html");
  let seen = "";
  let inline: InlineAllowance | undefined;
  return () => {
    const stat = statSync(index, { throwIfNoEntry: false });
    if (!stat) return undefined;
    const identity = `${stat.ino}:${stat.mtimeMs}`;
    if (identity !== seen) {
      inline = guideInlineHashes(root);
      seen = identity;
    }
    return inline;
  };
}

/**
 * Core spec 2.3: serves the user guide (the VitePress build of docs/guide) at /help/, under the app's security
 * headers; its pages' own inline code is allowed by hash and nothing more. Content-hashed files under
 * /help/assets/ are kept for a year, pages are revalidated; an unknown address gets the guide's 404 page. A guide
 * still being built is answered with 503 until it is there.
 */
export function mountGuide(app: Hono<AppEnv>, guideDist: string): void {
  const root = path.resolve(guideDist);
  const current = guideOnDisk(root);

  app.get(PREFIX, (c) => c.redirect(GUIDE_PATH, 301));
  app.use(`${GUIDE_PATH}*`, async (c, next) => {
    const inline = current();
    if (!inline) {
      return c.text(
        "The user guide is not built yet: `npm start` builds it (or `npm run build -w @catalogue/docs`); reload in a moment.",
        503,
        { "Retry-After": "5" },
      );
    }
    c.set("inlineAllowance", inline);
    await next();
    if (c.res.status === 200) {
      const type = c.res.headers.get("Content-Type") ?? "";
      const cache = c.req.path.startsWith(`${GUIDE_PATH}assets/`)
        ? IMMUTABLE
        : type.startsWith("text/html")
          ? "no-cache"
          : "public, max-age=3600";
      c.res.headers.set("Cache-Control", cache);
    }
  });
  app.use(
    `${GUIDE_PATH}*`,
    serveStatic({ root, rewriteRequestPath: (requestPath) => requestPath.slice(PREFIX.length) }),
  );
  app.get(`${GUIDE_PATH}*`, async (c) =>
    c.html(await readFile(path.join(root, "404.html"), "utf8"), 404, { "Cache-Control": "no-cache" }),
  );
}
