import type { ProductStatistic } from "@catalogue/core/api";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database";
import { products } from "../../db/schema/index";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { DEMO, usersClient } from "../users/users-test.fixture";
import {
  amountProductLists,
  amountQuantityPerProduct,
  averagePricePerProduct,
  averageProducts,
  averageQuantityPerProduct,
  overallStatistics,
  productOccurrences,
} from "./list-statistics.repository";

let t: TestApp;
let client: ReturnType<typeof usersClient>;
let ids: number[];

beforeAll(async () => {
  t = await openTestApp();
  client = usersClient(t);
  ids = (
    await t.services.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(3)
  ).map((row) => row.id);
});
afterAll(async () => t.close());

describe("favourite statistics", () => {
  it("counts per product how many users marked it, most marked first", async () => {
    const [first, second] = ids;
    for (const email of [DEMO.basic, DEMO.advanced, DEMO.keyUser]) {
      await client.call(email, "POST", `/api/favorite-products/${first}`);
    }
    await client.call(DEMO.basic, "POST", `/api/favorite-products/${second}`);

    const res = await client.call<ProductStatistic[]>(
      DEMO.admin,
      "GET",
      "/api/firebase-statistics/favorite-occurences",
    );

    expect(res.body.map((row) => [row.productId, row.value])).toEqual([
      [first, 3],
      [second, 1],
    ]);
    expect(
      (await client.call(DEMO.keyUser, "GET", "/api/firebase-statistics/favorite-occurences")).status,
    ).toBe(403);
  });
});

/** The list figures, on the lists feature's tables (migration 0010), checked against hand-computed values. */
describe("list statistics SQL", () => {
  let db: Db;
  beforeAll(async () => {
    db = t.services.database.db;
    const eur = sql`(SELECT id FROM currencies WHERE title = 'EUR')`;
    const chf = sql`(SELECT id FROM currencies WHERE title = 'CHF')`;
    const owner = (n: number) => sql`(SELECT id FROM users ORDER BY id OFFSET ${n} LIMIT 1)`;
    await db.execute(sql`DELETE FROM product_lists`);
    await db.execute(sql`INSERT INTO product_lists (id, type, owner_id, title, currency_id) VALUES
      (1, 'personal', ${owner(0)}, 'One', ${eur}), (2, 'personal', ${owner(0)}, 'Two', ${chf}),
      (3, 'personal', ${owner(1)}, 'Three', ${eur})`);
    const [a, b] = ids;
    await db.execute(sql`UPDATE currencies SET eur_rate = 2 WHERE title = 'CHF'`);
    await db.execute(sql`INSERT INTO list_elements (list_id, product_id, quantity, crp, sort_order) VALUES
      (1, ${a}, 4, 10, 0), (1, ${b}, 1, NULL, 1), (2, ${a}, 2, 40, 0)`);
  });

  it("counts lists, products per list, quantities and EUR prices", async () => {
    const [a, b] = ids;
    expect(await amountProductLists(db)).toBe(3);
    expect(await averageProducts(db)).toBe(1); // (2 + 1 + 0) / 3
    expect((await productOccurrences(db, 10)).map((row) => [row.productId, row.value])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect((await amountQuantityPerProduct(db, 10)).map((row) => [row.productId, row.value])).toEqual([
      [a, 6],
      [b, 1],
    ]);
    expect((await averageQuantityPerProduct(db, 10))[0]).toMatchObject({ productId: a, value: 3 });
    // 10 EUR and 40 CHF at 2 CHF per EUR = 20 EUR: mean 15; b has no CRP and is left out.
    expect((await averagePricePerProduct(db, 10)).map((row) => [row.productId, row.value])).toEqual([
      [a, 15],
    ]);
    expect(await overallStatistics(db)).toEqual({
      amountProductLists: 3,
      amountListElements: 3,
      averageProducts: 1,
      averageQuantity: 2.33,
      usersWithLists: 2,
    });
  });

  it("answers the same figures over HTTP, to the admin only", async () => {
    const [a, b] = ids;
    const get = async (path: string, as: string = DEMO.admin) =>
      client.call<unknown>(as, "GET", `/api/firebase-statistics/${path}`);
    const pairs = async (path: string) =>
      ((await get(path)).body as ProductStatistic[]).map((row) => [row.productId, row.value]);

    expect((await get("amount-product-list")).body).toEqual({ value: 3 });
    expect((await get("average-products")).body).toEqual({ value: 1 });
    expect(await pairs("product-occurrences?size=10")).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect(await pairs("amount-quantity-per-product")).toEqual([
      [a, 6],
      [b, 1],
    ]);
    expect((await pairs("average-quantity-per-product"))[0]).toEqual([a, 3]);
    expect(await pairs("average-price-per-product")).toEqual([[a, 15]]);
    expect((await get("product-list-overall-statistics")).body).toEqual({
      amountProductLists: 3,
      amountListElements: 3,
      averageProducts: 1,
      averageQuantity: 2.33,
      usersWithLists: 2,
    });
    expect((await get("amount-product-list", DEMO.keyUser)).status).toBe(403);
  });
});
