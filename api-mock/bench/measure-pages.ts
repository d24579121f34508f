import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { call } from "./bench-http";
import type { BenchServer } from "./bench-server";
import { formatLighthouseRun, type LighthouseRun, runLighthouse } from "./lighthouse-pages";

// Lighthouse needs the built web app (the server serves it); BENCH_LIGHTHOUSE=0 leaves it out.
const webBuild = fileURLToPath(new URL("../../web/dist/index.html", import.meta.url));
const lighthouseUser = "advanced@catalogue.example";

/** Which pages and how often: all four twice unless the caller narrows it (see run-lighthouse.ts). */
export interface MeasurePagesOptions {
  /** Page name prefixes ("list", "finder"); all pages when absent. */
  only?: readonly string[];
  runs?: number;
}

/**
 * The web app's four main pages in Lighthouse, signed in as an Advanced user (a sales user who sees prices) with a
 * 200-item list of their own. Left out, with a reason, when the web app is not built or BENCH_LIGHTHOUSE=0.
 */
export async function measurePages(
  server: Pick<BenchServer, "port">,
  searchWord: string,
  options: MeasurePagesOptions = {},
): Promise<LighthouseRun[] | undefined> {
  if (process.env.BENCH_LIGHTHOUSE === "0") return undefined;
  if (!existsSync(webBuild)) {
    process.stdout.write(
      "lighthouse: left out, the web app is not built (npm run build -w @catalogue/web)\n",
    );
    return undefined;
  }
  const { token } = await call<{ token: string }>(server, "", "POST", "/api/__dev/session", {
    email: lighthouseUser,
  });
  // A search page holds at most 100 cards.
  const pages = await Promise.all(
    [0, 1].map((page) =>
      call<{ content: { id: number }[] }>(server, token, "GET", `/api/products/search?size=100&page=${page}`),
    ),
  );
  const ids = pages.flatMap((page) => page.content.map((card) => card.id));
  const list = await call<{ id: number; version: number }>(server, token, "POST", "/api/product-lists/list", {
    title: `Lighthouse ${Date.now()}`,
  });
  await call(server, token, "POST", `/api/product-lists/list-elements/${list.id}`, {
    version: list.version,
    elements: ids.map((productId) => ({ productId, quantity: 1 })),
  });
  const [productId] = ids;
  if (productId === undefined) throw new Error("lighthouse: the catalogue has no products");
  const runs = await runLighthouse(
    server.port,
    token,
    { productId, searchWord, listId: list.id },
    options.runs,
    options.only,
  );
  for (const run of runs) process.stdout.write(`${formatLighthouseRun(run)}\n`);
  return runs;
}
