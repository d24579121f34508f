import type { Plugin } from "vite";
import type { VitePWAOptions } from "vite-plugin-pwa";
import { API_READS_CACHE } from "../src/lib/offline-caches";
import { BRAND_COLOR } from "../src/styles/brand-color";
import { imagePattern, offlineReadablePattern } from "./offline-cache-rules";
import { offlineCopyPlugin } from "./offline-copy-plugin";

const DAY_S = 24 * 60 * 60;

/**
 * Core spec 2.2 and supplement 7 (a service worker is registered): the installable app and its service worker.
 * The worker keeps the app shell (the hashed build) and a copy of every API read the user makes, so the pinned
 * lists, their products and the profile open without a connection; online, reads always go to the network first.
 * The app registers the worker itself, after the first paint (src/app/pwa/register-service-worker.ts).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "autoUpdate",
  injectRegister: false,
  includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
  manifest: {
    id: "/",
    name: "Product Catalogue",
    short_name: "Catalogue",
    description:
      "Search the acute-care portfolio, keep product lists, see prices and availability per country.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: BRAND_COLOR,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // Source maps and the barcode decoder's WebAssembly are not part of the shell (the scanner needs a camera
    // and a connection anyway).
    globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
    navigateFallback: "/index.html",
    // The API and the user guide are no app routes: their addresses never get the app's page.
    navigateFallbackDenylist: [/^\/api\//, /^\/help(\/|$)/],
    cleanupOutdatedCaches: true,
    // A new worker takes over open pages at once (the page then reloads, core spec 4.10), and the first one
    // controls the page that installed it, so its reads are kept from the first visit on.
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: imagePattern(),
        handler: "CacheFirst",
        options: {
          cacheName: "product-images",
          expiration: { maxEntries: 500, maxAgeSeconds: 30 * DAY_S },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: offlineReadablePattern(),
        method: "GET",
        handler: "NetworkFirst",
        options: {
          cacheName: API_READS_CACHE,
          expiration: { maxEntries: 1000, maxAgeSeconds: 30 * DAY_S },
          cacheableResponse: { statuses: [200] },
          plugins: [offlineCopyPlugin],
        },
      },
    ],
  },
};

/** The browser's theme colour (the title bar of the installed app) from the same token as the manifest's. */
export const themeColorMeta = (): Plugin => ({
  name: "catalogue-theme-color",
  transformIndexHtml: () => [
    { tag: "meta", attrs: { name: "theme-color", content: BRAND_COLOR }, injectTo: "head" },
  ],
});
