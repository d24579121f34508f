/** One scenario's latency and throughput summary, as the benchmark prints and records it. */
export interface LatencySummary {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** The nearest-rank percentile (0 < p <= 100) of latencies; 0 for no samples. */
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sortedMs.length);
  return sortedMs[Math.min(sortedMs.length, Math.max(1, rank)) - 1] ?? 0;
}

/** Summarises one scenario's samples over the seconds it ran. */
export function summarize(latenciesMs: readonly number[], errors: number, seconds: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: sorted.length,
    errors,
    requestsPerSecond: seconds > 0 ? Math.round(sorted.length / seconds) : 0,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
}

/** A scenario's p95 as a multiple of the baseline's ("within 5x"); 0 when the baseline is 0. */
export function ratioToBaseline(p95Ms: number, baselineP95Ms: number): number {
  if (baselineP95Ms <= 0) return 0;
  return Math.round((p95Ms / baselineP95Ms) * 100) / 100;
}
