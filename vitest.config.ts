import { defineConfig } from "vitest/config";

// vitest 4 ignores vitest.workspace.ts: the projects are listed here, each with its own include.
export default defineConfig({
  test: {
    projects: ["core", "api-mock", "web", "cli"],
  },
});
