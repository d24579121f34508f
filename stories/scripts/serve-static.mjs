// Serves the built Storybook (storybook-static) for the accessibility run; no dependency needed for that.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";

const root = join(import.meta.dirname, "..", "storybook-static");
const port = Number(process.env.PORT ?? 6007);
const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};

createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
  let file = join(root, path);
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  if (statSync(file).isDirectory()) file = join(file, "index.html");
  // The files do not change while a run reads them: a page that loads Storybook again takes its bundle from the
  // browser's cache instead of the disk and the network stack.
  response.writeHead(200, {
    "content-type": types[extname(file)] ?? "application/octet-stream",
    "cache-control": "max-age=3600",
  });
  createReadStream(file).pipe(response);
}).listen(port, "127.0.0.1");
