import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "core",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // Core's tests are pure (no module mocks, stubbed globals or fake timers): one module graph per worker
    // instead of one per file saves most of the import time, and the shuffled runs keep order dependence out.
    isolate: false,
  },
});
