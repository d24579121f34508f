import "./styles/theme.css";
import { matchRoute, normalizeLoginCallback } from "@catalogue/core/access";
import { MOBILE_DEEP_LINK_MARKER } from "@catalogue/core/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import { config as zodConfig } from "zod/v4/core";
import { loadConsentGate } from "./app/consent/load-consent-gate";
import { PublicDemoBanner } from "./app/public-demo/public-demo-banner";
import { createAppRouter } from "./app/router";
import { anyConsentStored } from "./lib/analytics/consent-storage";
import { createAppI18n, toLanguage } from "./lib/i18n";
import { rememberedLanguage } from "./lib/remembered-language";

// Zod probes `new Function("")` on its first parse, to compile faster parsers; the Content-Security-Policy forbids
// eval, so the probe only fails and reports a violation. Without it zod parses the same, interpreted.
zodConfig({ jitless: true });

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const container = root;

// Core spec 2.2: the identity page returns to `/#/?code=`; the router only knows paths, so the hash becomes one.
if (window.location.hash.length > 1) {
  window.history.replaceState(null, "", normalizeLoginCallback(window.location.hash));
}

// Core spec 2.2: a marked product or list link opens the app store on a phone; elsewhere the marker goes. Only
// a marked address loads the rule (core's, which checks the marker again).
if (new URLSearchParams(window.location.search).has(MOBILE_DEEP_LINK_MARKER)) {
  const route = matchRoute(window.location.pathname)?.name ?? null;
  void import("./app/mobile-deep-link").then(
    ({ followMobileDeepLink }) => followMobileDeepLink(route) && start(),
  );
} else start();

function start(): void {
  // The router starts the profile request and the screen's chunk at once: they come first in the browser's
  // queue (six connections per server over HTTP/1.1), as nothing renders before the profile is there.
  const router = createAppRouter();
  // The chosen language's texts are fetched before the first paint, so no English text flashes up first. The
  // profile's language is only known after sign-in: until then the one it had last time here, else the browser's.
  // The server-state cache (TanStack Query) loads at the same time: it costs no wait and stays out of the entry
  // chunk (docs/developers/size-budget.md).
  const ready = Promise.all([
    createAppI18n(rememberedLanguage() ?? toLanguage(navigator.language)),
    import("./lib/server-state/query-client"),
  ]);
  // A first visit in this browser will ask for consent: the popup's chunks load beside the app's, not after the
  // layout has rendered (the popup is that visit's largest paint).
  if (!anyConsentStored()) void loadConsentGate();
  void ready.then(([i18n, { queryClient }]) => {
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <PublicDemoBanner />
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}
