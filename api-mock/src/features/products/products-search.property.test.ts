import { formatProductFilter, type ProductCard } from "@catalogue/core/api";
import { productFilterArbitrary } from "@catalogue/core/testing";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_GROUP_VALUES, PRODUCT_CLUSTER_VALUES } from "../../search";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { expectedIds, SEED, satisfies } from "./catalogue-oracle.fixture";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "advanced@catalogue.example");
});
afterAll(async () => t.close());

const filters = productFilterArbitrary({
  deviceGroup: DEVICE_GROUP_VALUES,
  productCluster: PRODUCT_CLUSTER_VALUES,
});
const seedById = new Map(SEED.products.map((row) => [row.id, row]));

describe("GET /api/products/search (property)", () => {
  it("counts exactly the seed products a random filter set admits, and returns only those", async () => {
    await fc.assert(
      fc.asyncProperty(filters, async (filter) => {
        const query = new URLSearchParams({ filter: formatProductFilter(filter), size: "100" });
        const res = await t.app.request(`/api/products/search?${query}`, { headers: auth(token) });
        const body = (await res.json()) as { content: ProductCard[]; totalCount: number };

        expect(res.status).toBe(200);
        expect(body.totalCount).toBe(expectedIds(filter).length);
        for (const card of body.content) {
          const row = seedById.get(card.id);
          expect(row && satisfies(row, filter)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
