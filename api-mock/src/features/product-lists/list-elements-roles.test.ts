import { listElementCalls } from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auth, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient, PRICE_ROLES, type PriceRole, SEES_PRICES } from "./lists-test-client.fixture";

// List element rules per role (Basic, Advanced, Key user, admin, partner): each writes their own lists, duplicates
// answer PRODUCT_ALREADY_ADDED, multi-add skips them, nobody reaches another's list, prices only for price roles.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const ROLES = PRICE_ROLES;
type RoleName = PriceRole;
const token = {} as Record<RoleName, string>;
const list = {} as Record<RoleName, ProductList>;
const PRICES = SEES_PRICES;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];
const BASE = "/api/product-lists/list-elements";

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
});
afterAll(async () => t.close());

// Each test has a user of its own per role (a copy of the demo account), each with an empty list.
beforeEach(async () => {
  for (const role of ROLES) {
    token[role] = (await userLike(t, EMAIL[role])).token;
    list[role] = await c.create(token[role], `Ward of ${role}`);
  }
});

/** Puts two of each of p1 and p2 on every role's list. */
async function fillLists(): Promise<void> {
  for (const role of ROLES) {
    await c.add(token[role], list[role].id, list[role].version, [p1, p2], 2);
    list[role] = await c.list(token[role], list[role].id);
  }
}

describe("list elements per role", () => {
  it("adds to one's own list, answers a duplicate 409 PRODUCT_ALREADY_ADDED, and shows prices only to price roles", async () => {
    for (const role of ROLES) {
      const added = await c.add(token[role], list[role].id, list[role].version, [p1, p2], 2);
      expect(
        added.content.map((element) => element.productId),
        role,
      ).toEqual([p1, p2]);
      expect("crp" in (added.content[0]?.pricing ?? {}), role).toBe(PRICES[role]);
      const again = await c.call(token[role], "POST", `${BASE}/${list[role].id}`, {
        version: added.version,
        elements: [{ productId: p1 }],
      });
      expect(again, role).toMatchObject({ status: 409, body: { resultKey: "PRODUCT_ALREADY_ADDED" } });
      list[role] = await c.list(token[role], list[role].id);
      expect("totalAmount" in list[role], role).toBe(PRICES[role]);
    }
  });

  it("adds to several own lists at once, reporting duplicates as skipped", async () => {
    await fillLists();
    for (const role of ROLES) {
      const second = await c.create(token[role], `Second ward of ${role}`);
      const res = await c.as(token[role], listElementCalls.addToLists, {
        body: { listIds: [list[role].id, second.id], elements: [{ productId: p2 }, { productId: p3 }] },
      });
      expect(res.results, role).toEqual([
        { listId: list[role].id, added: [p3], skipped: [{ productId: p2, reason: "DUPLICATE" }] },
        { listId: second.id, added: [p2, p3], skipped: [] },
      ]);
      list[role] = await c.list(token[role], list[role].id);
    }
  });

  it("keeps every element call on another user's list away from each role (464), and changes nothing", async () => {
    await fillLists();
    for (const role of ROLES) {
      const other = ROLES[(ROLES.indexOf(role) + 1) % ROLES.length] as RoleName;
      const target = list[other];
      const elements = await c.elements(token[other], target.id);
      const elementId = elements.content[0]?.id as number;
      const mine = (await c.elements(token[role], list[role].id)).content[0]?.id as number;
      const v = target.version;
      const calls: [string, string, unknown?][] = [
        ["GET", `${BASE}/${target.id}`],
        ["POST", `${BASE}/${target.id}`, { version: v, elements: [{ productId: p3 }] }],
        ["DELETE", `${BASE}/${target.id}`, { version: v, ids: [elementId] }],
        ["PUT", `${BASE}/${target.id}/change-quantity`, { elementId, value: 9, version: v }],
        ["PUT", `${BASE}/${target.id}/change-crp`, { elementId, value: 1, version: v }],
        ["PUT", `${BASE}/${target.id}/sorting/custom-sort`, { elementIds: [elementId], version: v }],
        [
          "PUT",
          `/api/product-lists/${target.id}/list-elements/sorting`,
          { sortingType: "PRODUCT_TITLE", version: v },
        ],
        [
          "PUT",
          `${BASE}/${list[role].id}/${target.id}/move`,
          { elementIds: [mine], version: list[role].version, targetVersion: v },
        ],
        [
          "PUT",
          `${BASE}/${target.id}/${list[role].id}/move`,
          { elementIds: [elementId], version: v, targetVersion: list[role].version },
        ],
      ];
      for (const [method, path, body] of calls) {
        const res = await t.app.request(path, {
          method,
          headers: auth(token[role]),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        expect([res.status, await res.json()], `${role} ${method} ${path}`).toMatchObject([
          464,
          { resultKey: "RESOURCE_NOT_FOUND" },
        ]);
      }
      const multi = await c.call(token[role], "POST", "/api/products/list-elements", {
        listIds: [target.id],
        elements: [{ productId: p3 }],
      });
      expect(multi.status, role).toBe(464);
      const after = await c.elements(token[other], target.id);
      expect(after.version, role).toBe(v);
      expect(after.content, role).toEqual(elements.content);
    }
  });
});
