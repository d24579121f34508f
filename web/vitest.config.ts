import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "pwa/**/*.test.ts"],
    environment: "happy-dom",
    setupFiles: ["src/ui/testing/setup-tests.ts"],
  },
});
