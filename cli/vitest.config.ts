import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "cli",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
