import { MOBILE_DEEP_LINK_MARKER } from "../constants";
import type { RouteName } from "./route-table";

/**
 * Core spec 1 / 2.2: the app-store pages of the mobile app. The spec gives no addresses: these are the demo
 * build's stand-ins, to be replaced by the real store pages (docs/developers/mobile-deep-link.md). They live here,
 * not among the constants, so they load only with this (lazily loaded) rule.
 */
export const APP_STORE_URLS = {
  ios: "https://apps.apple.com/app/product-catalogue/id0000000000",
  android: "https://play.google.com/store/apps/details?id=example.catalogue",
} as const;

/** Core spec 2.2: the mobile platforms that have an app in a store. */
export type MobilePlatform = keyof typeof APP_STORE_URLS;

/** Core spec 2.2: what the app does with the address it was opened at. */
export type DeepLinkAction =
  | { readonly kind: "none" }
  | { readonly kind: "store"; readonly url: string }
  | { readonly kind: "strip"; readonly path: string };

/** Core spec 2.2: "a product or product-list URL": the product details and every list details route. */
const DEEP_LINK_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  "productDetailsByTitle",
  "productDetailsById",
  "productListDetails",
  "privateProductListDetails",
  "countryProductListDetails",
  "draftProductListDetails",
]);

/**
 * Core spec 2.2: the store platform of a browser, or null for any other device. iPadOS reports itself as a Mac,
 * so a "Macintosh" with a touch screen counts as iOS.
 */
export function mobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/Android/i.test(userAgent)) return "android";
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  return null;
}

/**
 * Core spec 2.2: a product or product-list address carrying the marker sends an iOS or Android device to its
 * app-store page; any other device stays and loses the marker (the rest of the query and the hash are kept).
 * Without the marker, or on another route, nothing happens. `route` is the address's route (`matchRoute`),
 * passed in so that the web app can load this rule lazily without splitting the route table off its entry.
 */
export function mobileDeepLink(
  location: { readonly pathname: string; readonly search: string; readonly hash: string },
  route: RouteName | null,
  platform: MobilePlatform | null,
): DeepLinkAction {
  const query = new URLSearchParams(location.search);
  if (!query.has(MOBILE_DEEP_LINK_MARKER)) return { kind: "none" };
  if (route === null || !DEEP_LINK_ROUTES.has(route)) return { kind: "none" };
  if (platform !== null) return { kind: "store", url: APP_STORE_URLS[platform] };
  query.delete(MOBILE_DEEP_LINK_MARKER);
  const rest = query.toString();
  return { kind: "strip", path: `${location.pathname}${rest ? `?${rest}` : ""}${location.hash}` };
}
