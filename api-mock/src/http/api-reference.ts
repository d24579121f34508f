import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env";

/** Swagger UI's files, from the project's own dependency: the reference works without internet. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** The files the page loads, and their types; nothing else of the package is served. */
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

/**
 * The page has no inline script or style, so it runs under the app's Content-Security-Policy: the start-up
 * is a file of its own (`start.js`).
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Product Catalogue API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/** No validator badge: it would send the document to validator.swagger.io. */
const START = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
});
`;

/** Architecture 3: the interactive API reference at /api/docs, served from our own files. */
export function mountApiReference(api: Hono<AppEnv>): void {
  const files = new Map(
    Object.entries(ASSETS).map(([name, type]) => [
      name,
      { body: readFileSync(path.join(SWAGGER_UI_DIR, name)), type },
    ]),
  );
  api.get("/docs", (c) => c.html(PAGE));
  api.get("/docs/start.js", (c) => c.body(START, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  api.get("/docs/:file", (c) => {
    const file = files.get(c.req.param("file"));
    if (!file) return c.notFound();
    return c.body(file.body, 200, { "Content-Type": file.type, "Cache-Control": "public, max-age=86400" });
  });
}
