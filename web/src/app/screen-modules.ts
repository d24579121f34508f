import type { RouteName } from "@catalogue/core/access";
import type { ComponentType } from "react";
import type { Params } from "react-router-dom";
import { loadManageAvailabilityPage } from "../features/availability-admin";
import { loadHomePage } from "../features/home";
import {
  loadListDetailsPage,
  loadListsEditPage,
  loadListsOverviewPage,
  startListDetailsData,
} from "../features/lists";
import { loadOnboardingPage, loadScpOnboardingPage } from "../features/onboarding";
import { loadProductPage, startProductPageData } from "../features/product";
import { loadScpRegistrationPage, loadScpRejectedPage, loadScpWaitingRoomPage } from "../features/scp";
import { loadSearchResultsPage, startSearchResultsData } from "../features/search";
import { loadSettingsPage } from "../features/settings";
import { loadSystemPage } from "../features/system";
import { loadEditScpUserPage, loadEditUserPage, loadUsersPage } from "../features/users";

/** Loads one screen's component; each is its own chunk, fetched when its route is first visited. */
export type ScreenModule = () => Promise<ComponentType>;

/**
 * Core spec 2.1: the screen component of each route name, one lazy loader from the feature's public file each. A
 * route without an entry shows the placeholder. One line per screen, so features add their screen without touching
 * the router.
 */
export const SCREEN_MODULES: Partial<Record<RouteName, ScreenModule>> = {
  finder: loadHomePage,
  onboarding: loadOnboardingPage,
  scpOnboarding: loadScpOnboardingPage,
  scpRegistration: loadScpRegistrationPage,
  scpRegistrationWaitingRoom: loadScpWaitingRoomPage,
  scpRegistrationRejected: loadScpRejectedPage,
  searchResults: loadSearchResultsPage,
  productDetailsByTitle: loadProductPage,
  productDetailsById: loadProductPage,
  productLists: loadListsOverviewPage,
  productListsEdit: loadListsEditPage,
  productListsTabs: loadListsOverviewPage,
  productListDetails: loadListDetailsPage,
  privateProductListDetails: loadListDetailsPage,
  countryProductListDetails: loadListDetailsPage,
  draftProductListDetails: loadListDetailsPage,
  settings: loadSettingsPage,
  users: loadUsersPage,
  editUser: loadEditUserPage,
  editScpUser: loadEditScpUserPage,
  system: loadSystemPage,
  manageAvailability: loadManageAvailabilityPage,
};

/** Asks for a screen's first answers, given the route's parameters and address (see `guardLoader`). */
export type ScreenData = (params: Params, url: URL) => Promise<void>;

/**
 * The screens whose first answers go out beside the profile instead of after the screen has rendered: the
 * search results (the first page of cards and the filters' counts), the product page (its details) and a list's
 * page, own, shared or of the country (the list and its elements; a draft is a screen of its own). Each loads the
 * screen's own chunk, which the route fetches at the same time, so no request is added.
 */
export const SCREEN_DATA: Partial<Record<RouteName, ScreenData>> = {
  searchResults: startSearchResultsData,
  productDetailsByTitle: startProductPageData,
  productDetailsById: startProductPageData,
  productListDetails: startListDetailsData,
  privateProductListDetails: startListDetailsData,
  countryProductListDetails: startListDetailsData,
};
