import type { ProductCard, ProductDetails } from "@catalogue/core/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { SEED } from "./catalogue-oracle.fixture";

let t: TestApp;
let token: string;
let other: string;
const [a, b] = SEED.products.map((row) => row.id);

beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "advanced@catalogue.example");
  other = await bearerFor(t.app, "basic@catalogue.example");
});
afterAll(async () => t.close());

async function call(method: string, path: string, as = token): Promise<Response> {
  return t.app.request(path, { method, headers: auth(as) });
}

async function favoriteIds(as = token): Promise<number[]> {
  const res = await call("GET", "/api/favorite-products/list", as);
  expect(res.status).toBe(200);
  return ((await res.json()) as ProductCard[]).map((card) => card.id);
}

/** A user of the test's own with b and then a marked (b once, however often it is added). */
async function userWithBThenA(): Promise<string> {
  const { token: own } = await userLike(t, "advanced@catalogue.example");
  expect((await call("POST", `/api/favorite-products/${b}`, own)).status).toBe(200);
  expect((await call("POST", `/api/favorite-products/${a}`, own)).status).toBe(200);
  expect((await call("POST", `/api/favorite-products/${b}`, own)).status).toBe(200);
  return own;
}

describe("favourites", () => {
  it("adds a product once however often it is added, in the order added", async () => {
    const own = await userWithBThenA();

    expect(await favoriteIds(own)).toEqual([b, a]);
    expect(await favoriteIds(other)).toEqual([]);
  });

  it("marks favourites on search cards and details", async () => {
    const own = await userWithBThenA();
    const search = (await (await call("GET", "/api/products/search?size=100", own)).json()) as {
      content: ProductCard[];
    };
    const details = (await (await call("GET", `/api/products/${a}/details`, own)).json()) as ProductDetails;

    expect(
      search.content
        .filter((card) => card.isFavorite)
        .map((card) => card.id)
        .sort(),
    ).toEqual([a, b].sort());
    expect(details.isFavorite).toBe(true);
  });

  it("removes a product, and removing it again changes nothing", async () => {
    const own = await userWithBThenA();
    const first = await call("DELETE", `/api/favorite-products/${b}`, own);
    const again = await call("DELETE", `/api/favorite-products/${b}`, own);

    expect(first.status).toBe(200);
    expect(await again.json()).toEqual({ productId: b, isFavorite: false });
    expect(await favoriteIds(own)).toEqual([a]);
  });

  it("keeps favourites in the database (a fresh cache reads them back)", async () => {
    const own = await userWithBThenA();
    t.services.favorites.invalidate();

    expect(await favoriteIds(own)).toEqual([b, a]);
  });

  it("answers 464 for an unknown product", async () => {
    expect((await call("POST", "/api/favorite-products/999999")).status).toBe(464);
    expect((await call("DELETE", "/api/favorite-products/999999")).status).toBe(464);
  });

  it("toggles sent at once are committed together and read back from the database in the order kept in memory", async () => {
    const ids = SEED.products.slice(0, 12).map((row) => row.id);
    // One request first, so the session is remembered: a token's first requests each read the session from the
    // database, and on PostgreSQL's pool those reads end in any order, so toggles sent together would reach the
    // service in another order than sent (what the expectation below assumes), not a fault of the batching.
    await favoriteIds();
    // Each product is marked, some are unmarked and marked again, all in flight together.
    const rounds = [
      ids.map((id) => call("POST", `/api/favorite-products/${id}`)),
      ids.filter((_, index) => index % 3 === 0).map((id) => call("DELETE", `/api/favorite-products/${id}`)),
      ids.filter((_, index) => index % 6 === 0).map((id) => call("POST", `/api/favorite-products/${id}`)),
    ].flat();
    for (const res of await Promise.all(rounds)) expect(res.status).toBe(200);

    const kept = await favoriteIds();
    const expected = ids.filter((_, index) => index % 3 !== 0 || index % 6 === 0);
    expect([...kept].sort()).toEqual([...expected].sort());
    t.services.favorites.invalidate();
    expect(await favoriteIds()).toEqual(kept);
  });
});
