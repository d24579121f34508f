import { brotliDecompressSync } from "node:zlib";
import type { ProductDetails } from "@catalogue/core/api";
import { favouriteCalls } from "@catalogue/core/api/catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencies, products, users } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { listsClient } from "../product-lists/lists-test-client.fixture";
import { SEED } from "./catalogue-oracle.fixture";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await openTestApp();
  admin = await bearerFor(t.app, "admin@catalogue.example");
});
afterAll(async () => t.close());

// Products with alternatives: their cards are part of the answer, with favourite flags and indicators.
const [first, second, third] = SEED.products.filter((row) => row.alternativeProductIds.length > 0) as [
  (typeof SEED.products)[0],
  (typeof SEED.products)[0],
  (typeof SEED.products)[0],
];

async function details(id: number, token: string): Promise<ProductDetails> {
  const res = await t.app.request(`/api/products/${id}/details`, { headers: auth(token) });
  expect(res.status).toBe(200);
  return (await res.json()) as ProductDetails;
}

/** A user of the test's own (settings and favourites change), who has read the product twice, so it is kept. */
async function readerOf(id: number) {
  const user = await userLike(t, "advanced@catalogue.example");
  await details(id, user.token);
  return { ...user, kept: await details(id, user.token) };
}

describe("product detail answers (the kept answer is never stale)", () => {
  it("serves the same bytes while nothing changed", async () => {
    const user = await userLike(t, "advanced@catalogue.example");
    const once = await t.services.products.details(user.id, first.id, "http://catalogue.test");
    const again = await t.services.products.details(user.id, first.id, "http://catalogue.test");
    expect(again).toBe(once);
    const elsewhere = await t.services.products.details(user.id, first.id, "http://other.test");
    expect(elsewhere).not.toBe(once);
  });

  it("sends the kept answer brotli-compressed to a client that accepts it, the same JSON as uncompressed", async () => {
    const { token, kept } = await readerOf(second.id);
    const res = await t.app.request(`/api/products/${second.id}/details`, {
      headers: { ...auth(token), "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    const decoded = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(JSON.parse(decoded)).toEqual(kept);
  });

  it("follows the caller's favourites, of the product and of the cards it shows", async () => {
    const reader = await readerOf(first.id);
    const alternative = reader.kept.alternativeProducts[0];
    expect(reader.kept.isFavorite).toBe(false);
    expect(alternative?.isFavorite).toBe(false);
    const c = listsClient(t);
    await c.as(reader.token, favouriteCalls.mark, { params: { id: first.id } });
    expect((await details(first.id, reader.token)).isFavorite).toBe(true);
    await c.as(reader.token, favouriteCalls.mark, { params: { id: alternative?.id ?? 0 } });
    expect((await details(first.id, reader.token)).alternativeProducts[0]?.isFavorite).toBe(true);
    await c.as(reader.token, favouriteCalls.unmark, { params: { id: first.id } });
    expect((await details(first.id, reader.token)).isFavorite).toBe(false);
  });

  it("shows an availability indicator the admin sets after the read", async () => {
    const reader = await readerOf(second.id);
    expect(reader.kept.customStatus).toBeNull();
    const res = await listsClient(t).call(
      admin,
      "POST",
      `/api/products/${second.id}/availability-indicator`,
      {
        scope: "GLOBAL",
        status: "WARNING",
        description: "Limited until June",
        link: "https://maker.example/notices/june",
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await details(second.id, reader.token)).customStatus).toMatchObject({
      status: "WARNING",
      description: "Limited until June",
    });
  });

  it("follows the caller's settings: prices off removes the price fields", async () => {
    const reader = await readerOf(third.id);
    expect(reader.kept.crpNetPrice).not.toBeUndefined();
    await listsClient(t).ok(reader.token, "PUT", "/api/user/profile", { showPrices: false });
    const hidden = await details(third.id, reader.token);
    expect(hidden.crpNetPrice).toBeUndefined();
    expect(hidden.pricing).toBeUndefined();
  });

  it("shows new currency rates once the reference data is read again", async () => {
    const germany = SEED.countries.find((country) => country.shortcut === "DE");
    const other = SEED.currencies.find(
      (currency) => currency.id !== germany?.currencyId && currency.eurRate !== 1,
    );
    if (!other) throw new Error("the seed has a second currency");
    const reader = await readerOf(third.id);
    await t.services.database.db.update(users).set({ currencyId: other.id }).where(eq(users.id, reader.id));
    t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
    const before = await details(third.id, reader.token);
    const db = t.services.database.db;
    await db
      .update(currencies)
      .set({ eurRate: other.eurRate * 2 })
      .where(eq(currencies.id, other.id));
    try {
      t.services.referenceData.invalidate();
      const after = await details(third.id, reader.token);
      expect(after.localListPrice).toBeCloseTo((before.localListPrice ?? 0) * 2, 1);
    } finally {
      await db.update(currencies).set({ eurRate: other.eurRate }).where(eq(currencies.id, other.id));
      t.services.referenceData.invalidate();
    }
  });

  it("shows a catalogue change (import, reload) on the next read", async () => {
    const reader = await readerOf(first.id);
    const db = t.services.database.db;
    await db.update(products).set({ title: "Renamed by an import" }).where(eq(products.id, first.id));
    try {
      await t.services.catalogue.reload();
      expect((await details(first.id, reader.token)).title).toBe("Renamed by an import");
    } finally {
      await db.update(products).set({ title: reader.kept.title }).where(eq(products.id, first.id));
      await t.services.catalogue.reload();
    }
  });
});
