import { mobileDeepLink, mobilePlatform, type RouteName } from "@catalogue/core/access";

/**
 * Core spec 2.2: a marked product or list link sends a phone to the app store (the app does not start: false);
 * any other device loses the marker from the address and the app starts (true). Loaded only when the address
 * carries the marker, so the rule costs the first load nothing; the entry passes the route it matched, so this
 * chunk does not share (and split off) the route table.
 */
export function followMobileDeepLink(route: RouteName | null): boolean {
  const platform = mobilePlatform(navigator.userAgent, navigator.maxTouchPoints);
  const action = mobileDeepLink(window.location, route, platform);
  if (action.kind === "store") {
    window.location.replace(action.url);
    return false;
  }
  if (action.kind === "strip") window.history.replaceState(null, "", action.path);
  return true;
}
