import { ROUTES, type RouteName } from "@catalogue/core/access";
import type { RouteObject } from "react-router-dom";
import { guardLoader } from "./route-loaders";

/** Routes that are not screens inside the shell: the login code exchange and the two open pages. */
const OUTSIDE_SHELL: readonly RouteName[] = ["token", "errors", "loginError"];

/** Core spec 2.1: the finder has its own module; every other screen is still the placeholder. */
function lazyScreen(name: RouteName): RouteObject["lazy"] {
  if (name === "finder")
    return async () => ({ Component: (await import("../features/home/home-page")).HomePage });
  if (name === "searchResults")
    return async () => ({
      Component: (await import("../features/search/search-results-page")).SearchResultsPage,
    });
  if (name === "productDetailsByTitle" || name === "productDetailsById")
    return async () => ({ Component: (await import("../features/product/product-page")).ProductPage });
  if (name === "productListsTabs")
    return async () => ({
      Component: (await import("../features/favourites/product-lists-tab-page")).ProductListsTabPage,
    });
  return async () => {
    const { PlaceholderPage } = await import("../features/placeholder/placeholder-page");
    return { Component: () => <PlaceholderPage routeName={name} /> };
  };
}

/** Core spec 2.1: one lazy-loaded, guarded data route per path of core's route table. */
export function screenRoutes(): RouteObject[] {
  return ROUTES.filter((route) => !OUTSIDE_SHELL.includes(route.name)).flatMap((route) =>
    route.paths.map((path) => ({
      path,
      loader: guardLoader(route.name),
      lazy: lazyScreen(route.name),
    })),
  );
}
