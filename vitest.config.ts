import { availableParallelism } from "node:os";
import { defineConfig, defineProject } from "vitest/config";
import { webProjects } from "./web/vitest.projects.ts";

// vitest 4 ignores vitest.workspace.ts: the projects are listed here, each with its own include.
// In CI a JSON report is written too, so .ci/run can print one plain "N passed, N failed" line.
export default defineConfig({
  test: {
    projects: [
      "core",
      "api-mock",
      ...webProjects("web"),
      "cli",
      // Every story as a test in Chromium: render, play function, axe (stories/vitest.config.ts).
      "stories",
      // The documentation's own checks (links stay inside the repository and reach their targets).
      defineProject({ test: { name: "docs", include: ["docs/**/*.test.ts"], environment: "node" } }),
    ],
    // Tests must pass in any order: every run shuffles files and tests, and prints the seed to replay it with.
    sequence: { shuffle: true },
    // Vitest's default, one worker less than the cores, leaves a 2-core machine with one worker: most of a run is
    // waiting on PostgreSQL, PGlite and Chromium, so a second worker shortens it by two fifths
    // (docs/developers/testing.md, "Two Vitest workers on two cores").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: process.env.CI
      ? ["default", ["json", { outputFile: "test-results/vitest.json" }]]
      : ["default"],
  },
});
