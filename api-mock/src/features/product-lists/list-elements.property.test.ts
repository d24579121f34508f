import type { ListElementsResponse } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let token: string;
const PRODUCTS = SEED.products.slice(0, 8).map((row) => row.id);
const BASE = "/api/product-lists/list-elements";

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  token = await bearerFor(t.app, EMAIL.advanced);
});
afterAll(async () => t.close());

type Op =
  | { kind: "add"; list: 0 | 1; product: number }
  | { kind: "remove"; list: 0 | 1; index: number }
  | { kind: "move"; list: 0 | 1; index: number; override: boolean }
  | { kind: "customSort"; list: 0 | 1; seed: number };

const listIndex = fc.constantFrom(0 as const, 1 as const);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), list: listIndex, product: fc.constantFrom(...PRODUCTS) }),
  fc.record({ kind: fc.constant("remove" as const), list: listIndex, index: fc.nat(9) }),
  fc.record({
    kind: fc.constant("move" as const),
    list: listIndex,
    index: fc.nat(9),
    override: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("customSort" as const), list: listIndex, seed: fc.nat() }),
);

/** A deterministic shuffle, so a failing case replays exactly. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed || 1;
  for (let i = result.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

async function apply(ids: [number, number], operation: Op): Promise<void> {
  const listId = ids[operation.list];
  const other = ids[1 - operation.list] as number;
  const current = await c.elements(token, listId);
  const element =
    current.content[("index" in operation ? operation.index : 0) % Math.max(1, current.content.length)];
  switch (operation.kind) {
    case "add":
      await c.call(token, "POST", `${BASE}/${listId}`, {
        version: current.version,
        elements: [{ productId: operation.product }],
      });
      return;
    case "remove":
      if (element)
        await c.as(token, listElementCalls.remove, {
          params: { id: listId },
          body: { ids: [element.id], version: current.version },
        });
      return;
    case "move": {
      if (!element) return;
      const target = await c.elements(token, other);
      const choice = operation.override ? "override" : "ignore";
      await c.as(token, listElementCalls.move, {
        params: { from: listId, to: other },
        body: {
          elementIds: [element.id],
          version: current.version,
          targetVersion: target.version,
          resolution: { prices: choice, quantities: choice },
        },
      });
      return;
    }
    case "customSort":
      if (current.content.length === 0) return;
      await c.as(token, listElementCalls.customSort, {
        params: { id: listId },
        body: {
          elementIds: shuffle(
            current.content.map((e) => e.id),
            operation.seed,
          ),
          version: current.version,
        },
      });
  }
}

function assertInvariants(res: ListElementsResponse): void {
  const products = res.content.map((element) => element.productId);
  expect(new Set(products).size).toBe(products.length);
  const positions = res.content.map((element) => element.sortOrder).sort((a, b) => a - b);
  expect(positions).toEqual(positions.map((_, index) => index));
}

describe("list invariants under any sequence of edits (core spec 4.7, 5)", () => {
  it("keeps every list free of duplicates with positions a permutation of 0..n-1", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        run += 1;
        const a = await c.create(token, `Property A ${run}`);
        const b = await c.create(token, `Property B ${run}`);
        for (const operation of ops) {
          await apply([a.id, b.id], operation);
          assertInvariants(await c.elements(token, a.id));
          assertInvariants(await c.elements(token, b.id));
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
