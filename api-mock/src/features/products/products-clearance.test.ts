import type { ProductCard } from "@catalogue/core/api";
import { CareArea } from "@catalogue/core/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "./catalogue-oracle.fixture";

// Core spec 5 (hide without market clearance): with the setting on, products without clearance in the
// caller's country disappear from search, facets, counters, autocomplete and filter matches.
let t: TestApp;
let token: string;
const germany = SEED.countries.find((country) => country.shortcut === "DE");

/** The seed products without clearance in Germany (its own row, else the global row), read from the seed. */
function unclearedInGermany(): Set<number> {
  const rowOf = (productId: number) =>
    SEED.productCountries.find((row) => row.productId === productId && row.countryId === germany?.id) ??
    SEED.productCountries.find((row) => row.productId === productId && row.countryId === null);
  return new Set(SEED.products.filter((p) => rowOf(p.id)?.marketClearance === false).map((p) => p.id));
}
const hidden = unclearedInGermany();
const visible = SEED.products.filter((product) => !hidden.has(product.id));

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await t.app.request(path, { ...init, headers: auth(token) });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const setHiding = (on: boolean) =>
  call("/api/user/profile", { method: "PUT", body: JSON.stringify({ hideWithoutMarketClearance: on }) });
const search = () => call<{ content: ProductCard[]; totalCount: number }>("/api/products/search?size=100");

beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "advanced@catalogue.example");
});
afterAll(async () => t.close());

describe("hide without market clearance", () => {
  it("the seed holds products both with and without clearance in Germany", () => {
    expect(hidden.size).toBeGreaterThan(0);
    expect(visible.length).toBeGreaterThan(0);
  });

  it("drops the products without clearance from search, and shows them again when switched off", async () => {
    expect((await search()).totalCount).toBe(SEED.products.length);
    await setHiding(true);
    const page = await search();

    expect(page.totalCount).toBe(visible.length);
    expect(page.content.some((card) => hidden.has(card.id))).toBe(false);
    expect(page.content.every((card) => card.marketClearance === "CLEARED")).toBe(true);

    await setHiding(false);
    expect((await search()).totalCount).toBe(SEED.products.length);
  });

  it("counts only the visible products in facets, counters and filter matches", async () => {
    type Facets = { careArea: { value: string; count: number }[] };
    const everyCareArea = (facets: Facets) => facets.careArea.map((entry) => entry.count);
    // Asked first with every product visible: the counts kept for that view must not answer the other.
    const unhidden = everyCareArea(await call<Facets>("/api/products/dynamic-filters"));
    await setHiding(true);
    const facets = await call<Facets>("/api/products/dynamic-filters");
    const counters = await call<{ careArea: string; count: number }[]>("/api/products/product-counters");
    const matches = await call<{ totalCount: number }>("/api/products/filter-matches", {
      method: "POST",
      body: JSON.stringify({ filter: {} }),
    });

    for (const careArea of CareArea.options) {
      const expected = visible.filter((product) => product.careAreas.includes(careArea)).length;
      expect(facets.careArea.find((entry) => entry.value === careArea)?.count, careArea).toBe(expected);
      expect(counters.find((counter) => counter.careArea === careArea)?.count, careArea).toBe(expected);
    }
    expect(matches.totalCount).toBe(visible.length);
    await setHiding(false);
    expect(everyCareArea(await call<Facets>("/api/products/dynamic-filters"))).toEqual(unhidden);
    expect(unhidden).not.toEqual(everyCareArea(facets));
  });

  it("gives no autocomplete hint for a product without clearance", async () => {
    const product = SEED.products.find((candidate) => hidden.has(candidate.id));
    const path = `/api/products/autocomplete?search=${encodeURIComponent(product?.partNumber ?? "")}`;
    type Hints = { content: { id: number }[]; totalCount: number };

    expect((await call<Hints>(path)).content.map((hint) => hint.id)).toContain(product?.id);
    await setHiding(true);
    const hints = await call<Hints>(path);
    await setHiding(false);

    expect(hints.content.map((hint) => hint.id)).not.toContain(product?.id);
  });
});
