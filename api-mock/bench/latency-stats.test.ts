import { describe, expect, it } from "vitest";
import { percentile, ratioToBaseline, summarize } from "./latency-stats";

describe("benchmark latency statistics", () => {
  it("takes the nearest-rank percentile of sorted samples", () => {
    const samples = Array.from({ length: 100 }, (_, index) => index + 1);

    expect([percentile(samples, 50), percentile(samples, 95), percentile(samples, 99)]).toEqual([50, 95, 99]);
  });

  it("answers 0 for no samples instead of failing", () => {
    expect(percentile([], 95)).toBe(0);
  });

  it("summarises unsorted samples with throughput over the run's seconds", () => {
    const summary = summarize([4, 1, 3, 2], 1, 2);

    expect(summary).toEqual({ requests: 4, errors: 1, requestsPerSecond: 2, p50Ms: 2, p95Ms: 4, p99Ms: 4 });
  });

  it("gives the p95 as a multiple of the baseline's, rounded to hundredths", () => {
    expect(ratioToBaseline(10, 3)).toBe(3.33);
    expect(ratioToBaseline(10, 0)).toBe(0);
  });
});
