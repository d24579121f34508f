import { ROUTES, type RouteName } from "@catalogue/core/access";
import type { RouteObject } from "react-router-dom";
import { guardLoader } from "./route-loaders";
import { SCREEN_DATA, SCREEN_MODULES } from "./screen-modules";

/** Routes that are not screens inside the shell: the login code exchange and the two open pages. */
const OUTSIDE_SHELL: readonly RouteName[] = ["token", "errors", "loginError"];

/** Core spec 2.1: the screen's own module (`screen-modules.ts`), or the placeholder naming the screen. */
function lazyScreen(name: RouteName): RouteObject["lazy"] {
  const load = SCREEN_MODULES[name];
  if (load) return async () => ({ Component: await load() });
  return async () => {
    const { PlaceholderPage } = await import("../features/placeholder");
    return { Component: () => <PlaceholderPage routeName={name} /> };
  };
}

/** Core spec 2.1: one lazy-loaded, guarded data route per path of core's route table. */
export function screenRoutes(): RouteObject[] {
  return ROUTES.filter((route) => !OUTSIDE_SHELL.includes(route.name)).flatMap((route) =>
    route.paths.map((path) => ({
      path,
      loader: guardLoader(route.name, SCREEN_DATA[route.name]),
      lazy: lazyScreen(route.name),
    })),
  );
}
