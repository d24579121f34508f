import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listElements, productLists } from "../../db/schema/index";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { type TestUser, userLike } from "../../testing/test-users";
import { SEED } from "../products/catalogue-oracle.fixture";
import { type ElementChangeRow, elementChangesRepository } from "./list-element-changes.repository";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Core spec 8: a batch of element changes written as one statement gives what writing them one by one gives.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let advanced: TestUser;
let basic: TestUser;
const [p1, p2] = SEED.products.map((row) => row.id) as [number, number];

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  advanced = await userLike(t, EMAIL.advanced);
  basic = await userLike(t, EMAIL.basic);
});
afterAll(async () => t.close());

/** A new list of `user` with two elements at quantity 3, as the change rows address it. */
async function listOf(user: TestUser) {
  const list = await c.create(user.token, `Ward ${Math.random()}`);
  const elements = await c.add(user.token, list.id, list.version, [p1, p2], 3);
  const [first] = elements.content;
  if (!first) throw new Error("no element");
  return { listId: list.id, version: elements.version, elementId: first.id, userId: user.id };
}

async function stored(listIds: number[]) {
  const db = t.services.database.db;
  const lists = await db.select().from(productLists).where(inArray(productLists.id, listIds));
  const rows = await db.select().from(listElements).where(inArray(listElements.listId, listIds));
  return { versions: new Map(lists.map((list) => [list.id, list.version])), rows };
}

describe("applyMany", () => {
  it("writes every change whose list is at the version sent, each list one version on", async () => {
    const [a, b] = [await listOf(advanced), await listOf(advanced)] as const;
    const at = new Date("2026-11-27T10:00:00Z");
    const before = await stored([a.listId, b.listId]);
    const crpOfA = before.rows.find((row) => row.id === a.elementId)?.crp;
    const changes: ElementChangeRow[] = [
      { ...a, quantity: 7, at },
      { ...b, crp: 12.5, at },
    ];

    const written = await elementChangesRepository.applyMany(t.services.database.db, changes);

    expect(written).toEqual(
      new Map([
        [a.listId, a.version + 1],
        [b.listId, b.version + 1],
      ]),
    );
    const { versions, rows } = await stored([a.listId, b.listId]);
    expect(versions.get(a.listId)).toBe(a.version + 1);
    const changedA = rows.find((row) => row.id === a.elementId);
    const changedB = rows.find((row) => row.id === b.elementId);
    expect(changedA).toMatchObject({ quantity: 7, crp: crpOfA });
    expect(changedB).toMatchObject({ quantity: 3, crp: 12.5 });
  });

  it("clears a CRP set to null and leaves the quantity when only the CRP changes", async () => {
    const a = await listOf(advanced);
    const db = t.services.database.db;
    await db.update(listElements).set({ crp: 40 }).where(eq(listElements.id, a.elementId));
    const other = await listOf(advanced);

    await elementChangesRepository.applyMany(db, [
      { ...a, crp: null, at: new Date() },
      { ...other, quantity: 9, at: new Date() },
    ]);

    const { rows } = await stored([a.listId]);
    expect(rows.find((row) => row.id === a.elementId)).toMatchObject({ quantity: 3, crp: null });
  });

  it("writes nothing for a stale version, another user's list or an element of another list, and the rest still", async () => {
    const [fresh, stale, foreign, misplaced] = [
      await listOf(advanced),
      await listOf(advanced),
      await listOf(basic),
      await listOf(advanced),
    ] as const;
    const elsewhere = await listOf(advanced);
    const at = new Date();

    const written = await elementChangesRepository.applyMany(t.services.database.db, [
      { ...fresh, quantity: 5, at },
      { ...stale, version: stale.version - 1, quantity: 5, at },
      { ...foreign, userId: advanced.id, quantity: 5, at },
      { ...misplaced, elementId: elsewhere.elementId, quantity: 5, at },
    ]);

    expect([...written.keys()]).toEqual([fresh.listId]);
    const ids = [stale.listId, foreign.listId, misplaced.listId, elsewhere.listId];
    const { versions, rows } = await stored(ids);
    expect(versions.get(stale.listId)).toBe(stale.version);
    expect(versions.get(foreign.listId)).toBe(foreign.version);
    expect(versions.get(misplaced.listId)).toBe(misplaced.version);
    expect(rows.every((row) => row.quantity === 3)).toBe(true);
  });

  it("refuses a batch holding two changes of one list (the second must see the first's version)", async () => {
    const a = await listOf(advanced);
    const at = new Date();
    await expect(
      elementChangesRepository.applyMany(t.services.database.db, [
        { ...a, quantity: 4, at },
        { ...a, quantity: 5, at },
      ]),
    ).rejects.toThrow("one change per list");
  });
});
