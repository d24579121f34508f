import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api-mock",
    include: ["src/**/*.test.ts", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Migrates and seeds one PGlite per run; test files load a copy of it.
    globalSetup: ["src/testing/global-setup.ts"],
    // Test files share one module graph per worker: every file opens its own database copy and restores what it
    // spies on, so isolation bought nothing but re-importing the server (two fifths of the project's time).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
