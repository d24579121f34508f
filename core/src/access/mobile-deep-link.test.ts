import { describe, expect, it } from "vitest";
import { MOBILE_DEEP_LINK_MARKER } from "../constants";
import { matchRoute } from "./match-route";
import { APP_STORE_URLS, mobileDeepLink, mobilePlatform } from "./mobile-deep-link";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });
/** The rule as the app calls it: with the route the router's table gives the path. */
const decide = (location: ReturnType<typeof at>, platform: "ios" | "android" | null) =>
  mobileDeepLink(location, matchRoute(location.pathname)?.name ?? null, platform);
const marked = `?${MOBILE_DEEP_LINK_MARKER}=1`;

describe("mobilePlatform", () => {
  it("knows iPhones, Androids and iPads that call themselves a Mac, and nothing else", () => {
    expect(mobilePlatform(IPHONE)).toBe("ios");
    expect(mobilePlatform(ANDROID)).toBe("android");
    expect(mobilePlatform(MAC, 5)).toBe("ios");
    expect(mobilePlatform(MAC, 0)).toBeNull();
    expect(mobilePlatform(WINDOWS, 10)).toBeNull();
  });
});

describe("mobileDeepLink", () => {
  it("sends a phone on a marked product or list link to its store page", () => {
    expect(decide(at("/p/WX-200", marked), "ios")).toEqual({
      kind: "store",
      url: APP_STORE_URLS.ios,
    });
    expect(decide(at("/p/variant/17", marked), "android")).toEqual({
      kind: "store",
      url: APP_STORE_URLS.android,
    });
    for (const list of ["/product-list/5", "/product-list/private/5", "/product-list/country/5"]) {
      expect(decide(at(list, marked), "ios").kind).toBe("store");
    }
  });

  it("removes only the marker on other devices, keeping the rest of the query and the hash", () => {
    expect(decide(at("/p/WX-200", `?${MOBILE_DEEP_LINK_MARKER}`), null)).toEqual({
      kind: "strip",
      path: "/p/WX-200",
    });
    expect(
      decide(at("/product-list/private/5", `?a=1&${MOBILE_DEEP_LINK_MARKER}=yes&b=2`, "#top"), null),
    ).toEqual({ kind: "strip", path: "/product-list/private/5?a=1&b=2#top" });
  });

  it("does nothing without the marker or away from product and list pages", () => {
    expect(decide(at("/p/WX-200", "?a=1"), "ios")).toEqual({ kind: "none" });
    expect(decide(at("/settings", marked), "ios")).toEqual({ kind: "none" });
    expect(decide(at("/product-lists", marked), null)).toEqual({ kind: "none" });
    expect(decide(at("/no/such/page", marked), "android")).toEqual({ kind: "none" });
  });
});
