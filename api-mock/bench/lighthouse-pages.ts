import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathTo } from "@catalogue/core/access";
import { SESSION_COOKIE } from "@catalogue/core/api";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** What Lighthouse found on one page in one run (mobile, its default simulated throttling). */
export interface LighthouseRun {
  page: string;
  run: number;
  /** 0 to 100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKiB: number;
  /** The element Lighthouse took as the largest contentful paint, as it describes it. */
  lcpElement?: string;
}

/** Where the web app's pages are measured: the four screens a sales user opens most. */
export interface LighthousePages {
  productId: number;
  searchWord: string;
  listId: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// With LIGHTHOUSE_REPORT_DIR each run's whole Lighthouse result (JSON) is kept there, for its diagnostics: the
// LCP element, the critical request chain, the main thread's work by kind, unused JavaScript.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

/**
 * The pages and their paths; the goal is performance at least 95 and LCP under 2.5 s on each, twice in a row.
 * `only` keeps the pages whose names start with one of its prefixes.
 */
export function lighthousePaths(
  pages: LighthousePages,
  only?: readonly string[],
): { page: string; path: string }[] {
  const all = [
    { page: "finder", path: pathTo("finder") },
    {
      page: "search results",
      path: `${pathTo("searchResults")}?search=${encodeURIComponent(pages.searchWord)}`,
    },
    { page: "product detail", path: pathTo("productDetailsById", { productId: String(pages.productId) }) },
    {
      page: "list details (200 items)",
      path: pathTo("productListDetails", { productListId: String(pages.listId) }),
    },
  ];
  return only ? all.filter(({ page }) => only.some((prefix) => page.startsWith(prefix))) : all;
}

/** The median of each figure over several runs of one page (the machine is shared: single runs scatter). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun | undefined {
  const [first] = runs;
  if (!first) return undefined;
  const median = (pick: (run: LighthouseRun) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  return {
    page: first.page,
    run: runs.length,
    performance: median((run) => run.performance),
    fcpMs: median((run) => run.fcpMs),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    transferredKiB: median((run) => run.transferredKiB),
  };
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, audit: string): number {
  return Math.round((lhr.audits[audit]?.numericValue ?? Number.NaN) * 100) / 100;
}

/**
 * Runs Lighthouse 12 (performance only, mobile, default throttling) over each page `runs` times, signed in by the
 * session cookie `token`, in Debian's Chromium (CHROMIUM_PATH overrides). Lighthouse starts every run with empty
 * storage and cache, so each run is a first visit of a signed-in user.
 */
export async function runLighthouse(
  port: number,
  token: string,
  pages: LighthousePages,
  runs = 2,
  only?: readonly string[],
): Promise<LighthouseRun[]> {
  if (!existsSync(CHROMIUM)) throw new Error(`Lighthouse needs Chromium at ${CHROMIUM} (CHROMIUM_PATH)`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const results: LighthouseRun[] = [];
  try {
    for (const { page, path } of lighthousePaths(pages, only)) {
      for (let run = 1; run <= runs; run++) {
        const lhr = await audit(`http://127.0.0.1:${port}${path}`, chrome.port, token);
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          const name = `${page.split(" ")[0]}-${run}-${Date.now()}.json`;
          writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
        }
        const lcpItems = (lhr.audits["largest-contentful-paint-element"]?.details as LcpDetails | undefined)
          ?.items?.[0]?.items?.[0]?.node;
        results.push({
          page,
          run,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
          lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
          tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
          cls: numeric(lhr, "cumulative-layout-shift"),
          transferredKiB: Math.round(numeric(lhr, "total-byte-weight") / 1024),
          lcpElement: lcpItems?.snippet ?? lcpItems?.nodeLabel,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Trace errors a loaded machine sometimes causes (e.g. NO_NAVSTART): a run is tried once more before it fails. */
const ATTEMPTS = 2;

async function audit(url: string, chromePort: number, token: string) {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: { Cookie: `${SESSION_COOKIE}=${token}` },
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = answer;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    process.stderr.write(`lighthouse: ${lhr.runtimeError.code} on ${url}, once more\n`);
  }
}

type LcpDetails = { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] };

/** One line per run, as the bench prints its other figures. */
export function formatLighthouseRun(result: LighthouseRun): string {
  return [
    `${result.page} #${result.run}`.padEnd(28),
    `performance ${String(result.performance).padStart(3)}`,
    `FCP ${(result.fcpMs / 1000).toFixed(2)} s`,
    `LCP ${(result.lcpMs / 1000).toFixed(2)} s`,
    `TBT ${result.tbtMs} ms`,
    `CLS ${result.cls}`,
    `${result.transferredKiB} KiB`,
  ].join("  ");
}
