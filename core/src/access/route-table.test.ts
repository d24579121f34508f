import { describe, expect, it } from "vitest";
import { matchRoute } from "./match-route";
import { pathTo, ROUTE_NAMES, ROUTES } from "./route-table";

describe("route table (core spec 2.1)", () => {
  it("holds every route name once", () => {
    expect(ROUTES.map((r) => r.name).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it("matches fixed segments before parameters", () => {
    expect(matchRoute("/product-lists/edit")?.name).toBe("productListsEdit");
    expect(matchRoute("/product-lists/drafts")).toEqual({
      name: "productListsTabs",
      params: { tabName: "drafts" },
    });
    expect(matchRoute("/product-list/private/42")).toEqual({
      name: "privateProductListDetails",
      params: { productListId: "42" },
    });
  });

  it("matches both system paths, the login-code path, and ignores query strings", () => {
    expect(matchRoute("/system")?.name).toBe("system");
    expect(matchRoute("/system/imports")?.params).toEqual({ tabName: "imports" });
    expect(matchRoute("/code=abc123")).toEqual({ name: "token", params: { code: "abc123" } });
    expect(matchRoute("/search?search=mask")?.name).toBe("searchResults");
  });

  it("gives null for an unknown path", () => {
    expect(matchRoute("/nowhere/at/all")).toBeNull();
  });

  it("builds paths that match back to their route", () => {
    const path = pathTo("productDetailsByTitle", { productTitle: "Mask M/L" });

    expect(path).toBe("/p/Mask%20M%2FL");
    expect(matchRoute(path)).toEqual({ name: "productDetailsByTitle", params: { productTitle: "Mask M/L" } });
  });
});
