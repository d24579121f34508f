import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api-mock",
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
