import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "cli",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    // Times in messages are shown in the user's zone: the tests read them in UTC.
    env: { TZ: "UTC" },
    // Builds the CLI once, then seeds one PGlite that each test file's server copies.
    globalSetup: ["src/testing/global-setup.ts"],
    // Files share one module graph per worker, as api-mock's do: no test mocks a module, stubs a global or fakes
    // a timer, and each file starts a server of its own.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
