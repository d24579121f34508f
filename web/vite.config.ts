import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  // The manifest lets scripts/check-size.mjs find each route's chunks for the size budget.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
});
