import { productCartCalls } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { callAs } from "../../testing/typed-client";
import { SEED } from "./catalogue-oracle.fixture";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => t.close());

describe("v3 GET and PUT /products/sorting", () => {
  it("is the default sort until the caller keeps one, then that sort, for that caller only", async () => {
    const user = await userLike(t, "advanced@catalogue.example");
    const other = await userLike(t, "advanced@catalogue.example");

    expect(await callAs(t.app, user.token, productCartCalls.sorting, {})).toEqual({
      sort: "DEFAULT_SORTING",
    });
    expect(
      await callAs(t.app, user.token, productCartCalls.setSorting, { body: { sort: "TITLE_DESC" } }),
    ).toEqual({ sort: "TITLE_DESC" });
    await callAs(t.app, user.token, productCartCalls.setSorting, { body: { sort: "HIERARCHY_ASC" } });

    expect(await callAs(t.app, user.token, productCartCalls.sorting, {})).toEqual({ sort: "HIERARCHY_ASC" });
    expect(await callAs(t.app, other.token, productCartCalls.sorting, {})).toEqual({
      sort: "DEFAULT_SORTING",
    });
  });

  it("refuses an unknown sort (460) and partners not yet accepted (403)", async () => {
    const user = await userLike(t, "basic@catalogue.example");
    const res = await t.app.request("/api/v3/products/sorting", {
      method: "PUT",
      headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ sort: "PRICE_ASC" }),
    });
    const pending = await bearerFor(t.app, "partner.pending@partner.example");

    expect(res.status).toBe(460);
    await expect(callAs(t.app, pending, productCartCalls.sorting, {})).rejects.toMatchObject({
      _tag: "Forbidden",
    });
  });
});

describe("GET /products/list", () => {
  it("pages through the whole catalogue as cards, without prices for Basic users", async () => {
    const advanced = await bearerFor(t.app, "advanced@catalogue.example");
    const basic = await bearerFor(t.app, "basic@catalogue.example");
    const first = await callAs(t.app, advanced, productCartCalls.cataloguePage, {
      query: { page: 0, size: 5 },
    });
    const second = await callAs(t.app, advanced, productCartCalls.cataloguePage, {
      query: { page: 1, size: 5 },
    });
    const plain = await callAs(t.app, basic, productCartCalls.cataloguePage, { query: { page: 0, size: 5 } });

    expect(first.content).toHaveLength(5);
    expect(first.totalCount).toBe(second.totalCount);
    expect(first.totalCount).toBeGreaterThanOrEqual(Math.min(SEED.products.length, 10));
    const firstIds = new Set(first.content.map((card) => card.id));
    expect(second.content.some((card) => firstIds.has(card.id))).toBe(false);
    expect(first.content.some((card) => card.pricing !== undefined)).toBe(true);
    expect(plain.content.every((card) => card.pricing === undefined)).toBe(true);
  });
});
