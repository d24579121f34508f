import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { GUIDE_PATH } from "@catalogue/core/constants";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { guideInlineHashes } from "./guide-policy";

const IMMUTABLE = "public, max-age=31536000, immutable";
const PREFIX = GUIDE_PATH.replace(/\/$/, "");

/**
 * Core spec 2.3: serves the user guide (the VitePress build of docs/guide) at /help/, under the app's security
 * headers; its pages' own inline code is allowed by hash and nothing more. Content-hashed files under
 * /help/assets/ are kept for a year, pages are revalidated; an unknown address gets the guide's 404 page.
 */
export function mountGuide(app: Hono<AppEnv>, guideDist: string): void {
  const root = path.resolve(guideDist);
  const inline = guideInlineHashes(root);

  app.get(PREFIX, (c) => c.redirect(GUIDE_PATH, 301));
  // Read when the server starts, like the hashes: `npm start` builds the guide first.
  if (!existsSync(path.join(root, "index.html"))) {
    app.all(`${GUIDE_PATH}*`, (c) =>
      c.text("The user guide is not built. Run `npm start` (or `npm run build -w @catalogue/docs`).", 503),
    );
    return;
  }
  app.use(`${GUIDE_PATH}*`, async (c, next) => {
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
