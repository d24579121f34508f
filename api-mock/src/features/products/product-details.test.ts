import type { ProductDetails } from "@catalogue/core/api";
import { Product } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { SEED } from "./catalogue-oracle.fixture";
import { ProductCatalogue } from "./product-catalogue";

let t: TestApp;
let advanced: string;
let basic: string;

beforeAll(async () => {
  t = await openTestApp();
  advanced = await bearerFor(t.app, "advanced@catalogue.example");
  basic = await bearerFor(t.app, "basic@catalogue.example");
});
afterAll(async () => t.close());

const withRelations =
  SEED.products.find((row) => row.alternativeProductIds.length > 0 && row.relatedProductIds.length > 0) ??
  SEED.products[0];

async function details(id: number, token = advanced): Promise<Response> {
  return t.app.request(`/api/products/${id}/details`, { headers: auth(token) });
}

describe("GET /api/products/{id}/details", () => {
  it("answers every field of the product model with the seed's values", async () => {
    const res = await details(withRelations?.id ?? 0);
    const body = (await res.json()) as ProductDetails;

    expect(res.status).toBe(200);
    expect(Product.safeParse(body).error).toBeUndefined();
    expect(body).toMatchObject({
      id: withRelations?.id,
      title: withRelations?.title,
      partNumber: withRelations?.partNumber,
      mainGtin: withRelations?.mainGtin,
      isFavorite: false,
    });
    expect(body.images).toEqual(withRelations?.images);
    expect(body.materialData.alternativeProducts).toEqual(withRelations?.alternativeProductIds);
    expect(body.alternativeProducts.map((card) => card.id)).toEqual(withRelations?.alternativeProductIds);
    expect(body.relatedProducts.map((card) => card.id)).toEqual(withRelations?.relatedProductIds);
    expect(body.variants.map((variant) => variant.id)).toEqual(withRelations?.variantProductIds);
    expect(body.linkGroups.map((group) => group.type)).toEqual(
      withRelations?.linkGroups.map((group) => group.type),
    );
    expect(body.status.labelKey).toMatch(/^status\.label\./);
  });

  it("has the four price fields for an Advanced user and none of them for a Basic user", async () => {
    const priced = await (await details(withRelations?.id ?? 0)).json();
    const text = await (await details(withRelations?.id ?? 0, basic)).text();

    for (const key of ["pricing", "localListPrice", "globalReferencePrice", "crpNetPrice"]) {
      expect(priced).toHaveProperty(key);
      expect(text.includes(`"${key}"`)).toBe(false);
    }
  });

  it("answers 464 for an unknown id", async () => {
    expect((await details(999_999)).status).toBe(464);
  });
});

describe("GET /api/products/details-by-title", () => {
  it("finds the product by title and subtitle", async () => {
    const query = new URLSearchParams({
      title: withRelations?.title ?? "",
      subtitle: withRelations?.subtitle ?? "",
    });
    const res = await t.app.request(`/api/products/details-by-title?${query}`, { headers: auth(advanced) });
    const body = (await res.json()) as ProductDetails;

    expect(res.status).toBe(200);
    expect(body.title).toBe(withRelations?.title);
    expect(body.subtitle).toBe(withRelations?.subtitle);
  });

  it("answers 464 when no product has that title", async () => {
    const res = await t.app.request("/api/products/details-by-title?title=No%20such%20product", {
      headers: auth(advanced),
    });

    expect(res.status).toBe(464);
  });
});

describe("POST /api/products/list and GET /api/products/version", () => {
  it("returns cards in the order asked and leaves out unknown ids", async () => {
    const ids = [SEED.products[3]?.id ?? 0, 999_999, SEED.products[1]?.id ?? 0];
    const res = await t.app.request("/api/products/list", {
      method: "POST",
      headers: auth(advanced),
      body: JSON.stringify({ ids }),
    });
    const body = (await res.json()) as { id: number }[];

    expect(res.status).toBe(200);
    expect(body.map((card) => card.id)).toEqual([ids[0], ids[2]]);
  });

  it("changes the version when the catalogue is reloaded", async () => {
    const version = async () =>
      (await (await t.app.request("/api/products/version", { headers: auth(advanced) })).json()) as {
        version: string;
        productCount: number;
      };
    const before = await version();
    await t.services.catalogue.reload();
    const after = await version();

    expect(before.productCount).toBe(SEED.products.length);
    expect(after.version).not.toBe(before.version);
  });
});

describe("prices in the caller's country and currency", () => {
  it("gives a German user in euros the German row's amounts, or the global row's where Germany has none", async () => {
    const germany = SEED.countries.find((country) => country.shortcut === "DE");
    const id = withRelations?.id ?? 0;
    const rows = SEED.productCountries.filter((row) => row.productId === id);
    const row =
      rows.find((entry) => entry.countryId === germany?.id) ?? rows.find((entry) => entry.countryId === null);
    const body = (await (await details(id)).json()) as ProductDetails;

    expect(body.localListPrice).toBe(row?.localListPrice);
    expect(body.globalReferencePrice).toBe(row?.globalReferencePrice);
    expect(body.crpNetPrice).toBe(row?.crp);
    expect(body.pricing?.ggpUnitPrice).toBe(row?.ggpUnitPrice);
  });

  it("converts the amounts for a user who chose another currency", async () => {
    const germany = SEED.countries.find((country) => country.shortcut === "DE");
    const other = SEED.currencies.find(
      (currency) => currency.id !== germany?.currencyId && currency.eurRate !== 1,
    );
    const id = withRelations?.id ?? 0;
    // A user of this test's own: the other tests see prices in euros.
    const user = await userLike(t, "advanced@catalogue.example");
    const inEuro = (await (await details(id, user.token)).json()) as ProductDetails;
    await t.services.database.db.update(users).set({ currencyId: other?.id }).where(eq(users.id, user.id));
    t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
    const converted = (await (await details(id, user.token)).json()) as ProductDetails;

    expect(converted.localListPrice).toBeCloseTo((inEuro.localListPrice ?? 0) * (other?.eurRate ?? 1), 1);
  });
});

describe("details while the detail parts are still loading", () => {
  it("reads a product's parts from the database until they are in memory, with the same answer", async () => {
    const fresh = new ProductCatalogue(t.database.db);
    await fresh.ready();
    const id = withRelations?.id ?? 0;

    // Asked right after the index is ready, before the background load's first batch is in: the cold path.
    const cold = await fresh.storedProduct(id);
    expect(await fresh.detailsLoaded()).toBe(true);
    const warm = await fresh.storedProduct(id);

    expect(cold).toBeDefined();
    expect(cold).toEqual(warm);
    expect(cold?.alternatives).toEqual(withRelations?.alternativeProductIds);
    expect(await fresh.storedProduct(-1)).toBeUndefined();
  });
});
