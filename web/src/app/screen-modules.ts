import type { RouteName } from "@catalogue/core/access";
import type { ComponentType } from "react";

/** Loads one screen's component; each is its own chunk, fetched when its route is first visited. */
export type ScreenModule = () => Promise<ComponentType>;

/**
 * Core spec 2.1: the screen component of each route name, one lazy import each. A route without an entry shows
 * the placeholder. One line per screen, so features add their screen without touching the router.
 */
export const SCREEN_MODULES: Partial<Record<RouteName, ScreenModule>> = {
  finder: async () => (await import("../features/home/home-page")).HomePage,
  onboarding: async () => (await import("../features/onboarding/onboarding-page")).OnboardingPage,
  scpOnboarding: async () => (await import("../features/onboarding/onboarding-page")).ScpOnboardingPage,
  scpRegistration: async () => (await import("../features/scp/scp-registration-page")).ScpRegistrationPage,
  scpRegistrationWaitingRoom: async () =>
    (await import("../features/scp/scp-status-pages")).ScpWaitingRoomPage,
  scpRegistrationRejected: async () => (await import("../features/scp/scp-status-pages")).ScpRejectedPage,
  searchResults: async () => (await import("../features/search/search-results-page")).SearchResultsPage,
  productDetailsByTitle: async () => (await import("../features/product/product-page")).ProductPage,
  productDetailsById: async () => (await import("../features/product/product-page")).ProductPage,
  productListsTabs: async () =>
    (await import("../features/favourites/product-lists-tab-page")).ProductListsTabPage,
  settings: async () => (await import("../features/settings/settings-page")).SettingsPage,
};
