import type { ElementChangeResponse } from "@catalogue/core/api";
import { listElementVersionedCalls } from "@catalogue/core/api/catalogue";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listElements, productLists } from "../../db/schema/index";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { type TestUser, userLike } from "../../testing/test-users";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Core spec 5 / 8, the v2 change calls: a quantity or CRP change answers with what changed.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let advanced: TestUser;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];
const V2 = "/api/v2/product-lists/list-elements";
const PRICE_WORDS = /crp|price|ggp|discount|amount|totals/i;

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  advanced = await userLike(t, EMAIL.advanced);
});
afterAll(async () => t.close());

/** A new list of the user with `productIds` at quantity 3, and its elements as opened. */
async function listOf(token: string, productIds: number[]) {
  const list = await c.create(token, `Ward ${Math.random()}`);
  const elements = await c.add(token, list.id, list.version, productIds, 3);
  return { id: list.id, elements };
}

const changeQuantity = (token: string, id: number, elementId: number, value: number, version: number) =>
  c.call<ElementChangeResponse>(token, "PUT", `${V2}/${id}/change-quantity`, { elementId, value, version });

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** The stored quantity and list version, read from the database, not through any cache of the server. */
async function stored(listId: number) {
  const db = t.services.database.db;
  const [list] = await db.select().from(productLists).where(eq(productLists.id, listId));
  const rows = await db
    .select()
    .from(listElements)
    .where(inArray(listElements.listId, [listId]));
  return { version: list?.version, quantities: new Map(rows.map((row) => [row.id, row.quantity])) };
}

describe("a quantity change answers with what changed", () => {
  it("answers the element's new quantity and line totals, the list's next version and the totals a new read gives", async () => {
    const { id, elements } = await listOf(advanced.token, [p1, p2]);
    const target = elements.content[0];
    if (!target) throw new Error("no element");

    const answer = await c.as(advanced.token, listElementVersionedCalls.changeQuantityV2, {
      params: { id },
      body: { elementId: target.id, value: 7, version: elements.version },
    });

    const reread = await c.elements(advanced.token, id);
    const head = await c.list(advanced.token, id);
    const row = reread.content.find((element) => element.id === target.id);
    expect(answer.version).toBe(elements.version + 1);
    expect(reread.version).toBe(answer.version);
    expect(answer.element.quantity).toBe(7);
    expect(answer.element.pricing).toEqual(row?.pricing);
    expect(answer.element.pricing.totalPrice).toBe(
      Math.round((target.pricing.netPrice ?? 0) * 7 * 100) / 100,
    );
    expect(answer.element.pricing.totalPieces).toBe(7 * target.pricing.piecesPerPackage);
    expect(answer.totals).toEqual({ totalAmount: head.totalAmount, totalGgp: head.totalGgp });
    expect(answer.lastUpdatedAt).toBe(head.lastUpdatedAt);
    expect(answer.totals?.totalAmount).not.toBe(0);
  });

  it("answers a CRP change with the new net and total price and totals", async () => {
    const { id, elements } = await listOf(advanced.token, [p1, p2]);
    const target = elements.content[1];
    if (!target) throw new Error("no element");

    const answer = await c.as(advanced.token, listElementVersionedCalls.changeCrpV2, {
      params: { id },
      body: { elementId: target.id, value: 12.5, version: elements.version },
    });

    const head = await c.list(advanced.token, id);
    expect(answer.element.pricing).toEqual(
      expect.objectContaining({ crp: 12.5, netPrice: 12.5, totalPrice: 37.5 }),
    );
    expect(answer.totals).toEqual({ totalAmount: head.totalAmount, totalGgp: head.totalGgp });
  });

  it("changes CRP and quantity together", async () => {
    const { id, elements } = await listOf(advanced.token, [p1]);
    const target = elements.content[0];
    if (!target) throw new Error("no element");

    const answer = await c.as(advanced.token, listElementVersionedCalls.changeCrpAndQuantityV2, {
      params: { id },
      body: { elementId: target.id, crp: 2, quantity: 4, version: elements.version },
    });

    expect(answer.element).toEqual(
      expect.objectContaining({ quantity: 4, pricing: expect.objectContaining({ crp: 2, totalPrice: 8 }) }),
    );
    expect(answer.totals?.totalAmount).toBe(8);
  });

  it.each([
    ["a Basic user", EMAIL.basic],
    ["a partner", EMAIL.partner],
  ])("sends %s no price field and no totals", async (_who, email) => {
    const user = await userLike(t, email);
    const { id, elements } = await listOf(user.token, [p1, p2]);
    const target = elements.content[0];
    if (!target) throw new Error("no element");

    const res = await changeQuantity(user.token, id, target.id, 9, elements.version);

    expect(res.status).toBe(200);
    expect(res.body.element.quantity).toBe(9);
    expect(res.body.element.pricing.totalPieces).toBe(9 * target.pricing.piecesPerPackage);
    expect(keysOf(res.body).filter((key) => PRICE_WORDS.test(key))).toEqual([]);
  });

  it("shows the change on the next open of the list (no stale cached answer)", async () => {
    const { id, elements } = await listOf(advanced.token, [p1, p2, p3]);
    const target = elements.content[2];
    if (!target) throw new Error("no element");
    await c.elements(advanced.token, id);

    const answer = await changeQuantity(advanced.token, id, target.id, 11, elements.version);

    const reopened = await c.elements(advanced.token, id);
    expect(reopened.version).toBe(answer.body.version);
    expect(reopened.content.find((element) => element.id === target.id)?.quantity).toBe(11);
  });
});

describe("refused changes", () => {
  it("answers 428 OPTIMISTIC_LOCK to a stale version and changes nothing", async () => {
    const { id, elements } = await listOf(advanced.token, [p1]);
    const target = elements.content[0];
    if (!target) throw new Error("no element");
    await changeQuantity(advanced.token, id, target.id, 5, elements.version);

    const stale = await changeQuantity(advanced.token, id, target.id, 6, elements.version);

    expect(stale.status).toBe(428);
    expect(stale.body).toEqual(expect.objectContaining({ resultKey: "OPTIMISTIC_LOCK" }));
    expect(await stored(id)).toEqual({
      version: elements.version + 1,
      quantities: new Map([[target.id, 5]]),
    });
  });

  it("answers 464 to another user's list even with its current version, and changes nothing", async () => {
    const { id, elements } = await listOf(advanced.token, [p1]);
    const target = elements.content[0];
    if (!target) throw new Error("no element");
    const other = await userLike(t, EMAIL.advanced);

    const res = await changeQuantity(other.token, id, target.id, 8, elements.version);

    expect(res.status).toBe(464);
    expect(await stored(id)).toEqual({ version: elements.version, quantities: new Map([[target.id, 3]]) });
  });

  it("answers 464 to an element of another list", async () => {
    const first = await listOf(advanced.token, [p1]);
    const second = await listOf(advanced.token, [p2]);
    const foreign = second.elements.content[0];
    if (!foreign) throw new Error("no element");

    const res = await changeQuantity(advanced.token, first.id, foreign.id, 8, first.elements.version);

    expect(res.status).toBe(464);
    expect((await stored(first.id)).version).toBe(first.elements.version);
  });
});

describe("concurrent changes", () => {
  it("lets exactly one of several changes with the same version win; the others get 428", async () => {
    const { id, elements } = await listOf(advanced.token, [p1]);
    const target = elements.content[0];
    if (!target) throw new Error("no element");
    const values = [21, 22, 23, 24, 25, 26, 27, 28];

    const results = await Promise.all(
      values.map((value) => changeQuantity(advanced.token, id, target.id, value, elements.version)),
    );

    const winners = results.filter((res) => res.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((res) => res.status === 428)).toHaveLength(values.length - 1);
    expect(await stored(id)).toEqual({
      version: elements.version + 1,
      quantities: new Map([[target.id, winners[0]?.body.element.quantity]]),
    });
  });

  it("loses no change when writers on one list retry on 428: every change lands, versions rise by one each", async () => {
    const { id, elements } = await listOf(advanced.token, [p1, p2, p3]);
    const versions: number[] = [];
    const writer = async (elementId: number, value: number) => {
      for (;;) {
        const current = await c.elements(advanced.token, id);
        const res = await changeQuantity(advanced.token, id, elementId, value, current.version);
        if (res.status === 200) {
          versions.push(res.body.version);
          return;
        }
        expect(res.status).toBe(428);
      }
    };

    await Promise.all(elements.content.map((element, index) => writer(element.id, 40 + index)));

    expect([...versions].sort((a, b) => a - b)).toEqual([1, 2, 3].map((n) => elements.version + n));
    expect(await stored(id)).toEqual({
      version: elements.version + 3,
      quantities: new Map(elements.content.map((element, index) => [element.id, 40 + index])),
    });
  });

  it("commits every change of twenty users writing their own lists at once, each answer one version on", async () => {
    const writers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await userLike(t, EMAIL.advanced);
        const { id, elements } = await listOf(user.token, [p1, p2]);
        return { user, id, elements };
      }),
    );
    const rounds = 5;

    const answered = await Promise.all(
      writers.map(async ({ user, id, elements }) => {
        let version = elements.version;
        const seen: number[] = [];
        for (let round = 1; round <= rounds; round += 1) {
          const element = elements.content[round % 2];
          if (!element) throw new Error("no element");
          const res = await changeQuantity(user.token, id, element.id, 100 + round, version);
          expect(res.status).toBe(200);
          seen.push(res.body.version);
          version = res.body.version;
        }
        return seen;
      }),
    );

    for (const [index, { id, elements }] of writers.entries()) {
      expect(answered[index]).toEqual([1, 2, 3, 4, 5].map((n) => elements.version + n));
      const [first, second] = elements.content;
      expect(await stored(id)).toEqual({
        version: elements.version + rounds,
        quantities: new Map([
          [first?.id, 104],
          [second?.id, 105],
        ]),
      });
    }
  });
});
