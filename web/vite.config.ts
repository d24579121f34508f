import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions, themeColorMeta } from "./pwa/pwa-options";

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store)[\\/]/;
// The small modules every screen's server calls go through (query keys, query options, mutations, the error envelope):
// as separate chunks each costs a request and a gzip header on every route that reads data.
const SERVER_STATE =
  /web[\\/]src[\\/]lib[\\/]server-state[\\/](call-key|client-config|call-query-options|use-call-mutation)|core[\\/]src[\\/]api[\\/]error-envelope/;
const apiTarget = process.env.API_URL ?? "http://localhost:8080";

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), VitePWA(pwaOptions), themeColorMeta()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  // The manifest lets scripts/check-size.mjs find each route's chunks for the size budget.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The offline band and sync load after the first paint; the names of their chunks' imports, listed in the
    // entry for preloading, would cost the finder's first visit more than preloading saves (size-budget.md).
    modulePreload: {
      resolveDependencies: (file, deps) => (/offline-sync-[^/]*\.js$/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // The libraries every screen needs ship as one chunk: split among the screens that share them they
        // compress worse and push the finder's initial JavaScript over its budget (docs/developers/size-budget.md).
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK },
            { name: "server-state", test: SERVER_STATE, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
