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
// What the entry imports beside the framework and what lazy chunks share with it: zod (core's enums), the class-name
// helper, core's constants and enums, the stored-session helpers and the shell's own small widgets. Named here so
// that the groups below, which take their modules' dependencies along, leave them in the entry's chunks.
const BOOT =
  /node_modules[\\/](zod|@vanilla-extract[\\/]recipes)[\\/]|core[\\/]src[\\/](constants\.ts|model[\\/]enum)|web[\\/]src[\\/](lib[\\/](safe-storage|bearer-session|offline-caches)|ui[\\/](class-names|spinner|icon-button|icons|toast)[\\/.])/;
// Every signed-in page waits for the profile, which comes through the typed client: Effect, the query cache, the
// client and the session's calls, with the contracts they parse, in one chunk instead of some twenty.
const START =
  /node_modules[\\/](effect|@tanstack[\\/]query-core)[\\/]|core[\\/]src[\\/]api[\\/]client[\\/]|web[\\/]src[\\/]lib[\\/]server-state[\\/](session-calls|query-client)|calls[\\/](profile|auth)\.calls/;
// The shared components (buttons, dialogs, skeletons, images...) in one chunk rather than one per component.
const UI = /web[\\/]src[\\/]ui[\\/]/;
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
        // Over HTTP/1.1 a browser fetches six files at a time from one server, so each of many small chunks costs
        // a round trip before the first paint (Lighthouse counts them on a slow phone network). The groups put what
        // every page loads before it renders into a few chunks; a group takes its modules' dependencies along,
        // and the priorities say which group keeps a module two of them would take. docs/developers/size-budget.md
        // has the figures.
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 10 },
            { name: "boot", test: BOOT, priority: 5 },
            { name: "start", test: START, priority: 3 },
            { name: "ui", test: UI, priority: 2 },
            { name: "server-state", test: SERVER_STATE, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
