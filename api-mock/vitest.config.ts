import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api-mock",
    include: ["src/**/*.test.ts", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Migrates and seeds one PGlite per run; test files load a copy of it.
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
