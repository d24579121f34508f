import type { EngineFigures } from "./index-comparison";
import type { LatencySummary } from "./latency-stats";
import type { LighthouseRun } from "./lighthouse-pages";

/** One scenario's figures in a run, as the bench prints and records them. */
export type ScenarioResult = LatencySummary & {
  name: string;
  p95RatioToBaseline: number;
  during?: LatencySummary;
};

/** One whole bench run at one catalogue size (results/latest.json holds one). */
export interface BenchRun {
  date: string;
  machine: { cpus: number; node: string; loadAverageBefore: number; loadAverageAfter: number };
  settings: {
    seedProducts: number;
    connections: number;
    secondsPerScenario: number;
    /** Which engine the server ran on (BENCH_DATABASE_URL: PostgreSQL); absent in older results: PGlite. */
    database?: "pglite" | "postgres";
  };
  startup: { totalMs: number; seedMs: number; indexBuildMs: number; serverSteps: Record<string, number> };
  memory: { rssAfterStartMb: number; rssMb: number; peakRssMb: number };
  scenarios: ScenarioResult[];
  /** The web app's pages in Lighthouse, when the web app was built. */
  lighthouse?: LighthouseRun[];
  /** The own search index beside FlexSearch and MiniSearch, in process on the same products and queries. */
  indexComparison?: EngineFigures[];
}

const perThousand = (value: number, products: number) => (value / products) * 1000;
const cell = (text: string) => text.padStart(16);
const fixed = (value: number, digits = 2) => value.toFixed(digits);

/**
 * How each figure grows with the catalogue: per size the start-up and memory as cost per product (flat or falling
 * is the goal), and each scenario's p95 with its multiple of the smallest size's p95.
 */
export function growthTable(runs: readonly BenchRun[]): string[] {
  const sorted = [...runs].sort((a, b) => a.settings.seedProducts - b.settings.seedProducts);
  const first = sorted[0];
  if (!first) return [];
  const row = (label: string, values: (run: BenchRun) => string) =>
    `${label.padEnd(66)}${sorted.map((run) => cell(values(run))).join("")}`;
  const lines = [
    row("products", (run) => run.settings.seedProducts.toLocaleString("en")),
    row("seeding, ms per 1,000 products", (run) =>
      fixed(perThousand(run.startup.seedMs, run.settings.seedProducts)),
    ),
    row("index build, ms per 1,000 products", (run) =>
      fixed(perThousand(run.startup.indexBuildMs, run.settings.seedProducts)),
    ),
    row("RSS after start, MB", (run) => String(run.memory.rssAfterStartMb)),
    row("RSS after start, MB per 10,000 products", (run) =>
      fixed(perThousand(run.memory.rssAfterStartMb, run.settings.seedProducts) * 10),
    ),
    row("RSS peak, MB", (run) => String(run.memory.peakRssMb)),
  ];
  for (const { name } of first.scenarios) {
    const baseline = first.scenarios.find((scenario) => scenario.name === name)?.p95Ms ?? 0;
    lines.push(
      row(`${name}, p95 ms (x smallest)`, (run) => {
        const p95 = run.scenarios.find((scenario) => scenario.name === name)?.p95Ms;
        if (p95 === undefined) return "-";
        return baseline > 0 ? `${fixed(p95)} (${fixed(p95 / baseline)}x)` : fixed(p95);
      }),
    );
  }
  return lines;
}
