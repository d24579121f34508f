import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type OfflineLists,
  offlineEditsArbitrary,
  offlineEditsOn,
  offlineElementValuesArbitrary,
  offlineIntentsArbitrary,
  offlineListsArbitrary,
  offlineProductIdArbitrary,
} from "../../testing/offline-sync.arbitraries";
import {
  mergeOfflineEdits,
  type OfflineEdit,
  type OfflineElementValues,
  type OfflineMergeState,
} from "./offline-merge";

// Supplement 7 (offline sync) and core spec 8 (428), 4.7 (duplicates): the merge of edits made offline, stated
// in other words. Lists are small and values few, so edits often meet the same element and the same values.

const runs = { numRuns: 400 };
/** Products 1..6 may join a list unless the generated set refuses them; an add without CRP takes 9.99. */
const refusedArbitrary = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 3 }), offlineProductIdArbitrary));

function stateOf(lists: OfflineLists, refused: readonly [number, number][] = []): OfflineMergeState {
  return {
    lists,
    mayJoin: (listId, productId) => !refused.some(([l, p]) => l === listId && p === productId),
    defaultCrp: () => 9.99,
  };
}

/** The lists after a merge, as plain values. */
function after(lists: OfflineLists, edits: readonly OfflineEdit[], refused: [number, number][] = []) {
  const merge = mergeOfflineEdits(stateOf(lists, refused), edits);
  return new Map([...merge.lists].map(([listId, list]) => [listId, list.elements]));
}

const cents = (value: number | null) => (value === null ? null : Math.round(value * 100));
const fieldOf = (edit: OfflineEdit) => (edit.kind === "crp" ? "crp" : "quantity");
const read = (values: OfflineElementValues | undefined, field: "quantity" | "crp") =>
  values === undefined ? undefined : field === "crp" ? cents(values.crp) : values.quantity;

describe("offline merge, stated in other words", () => {
  it("answers every edit exactly once, in order, under its own change id, list and product", () => {
    fc.assert(
      fc.property(offlineListsArbitrary, offlineEditsArbitrary, refusedArbitrary, (lists, edits, refused) => {
        const { results } = mergeOfflineEdits(stateOf(lists, refused), edits);
        expect(results.map((r) => [r.changeId, r.listId, r.productId])).toEqual(
          edits.map((e) => [e.changeId, e.listId, e.productId]),
        );
      }),
      runs,
    );
  });

  it("lands every edit made on the lists as the server holds them, leaving the lists as the device shows them", () => {
    fc.assert(
      fc.property(offlineListsArbitrary, offlineIntentsArbitrary, (lists, intents) => {
        const { edits, local } = offlineEditsOn(lists, intents);
        const merge = mergeOfflineEdits(stateOf(lists), edits);
        expect(merge.results.every((result) => result.outcome === "APPLIED")).toBe(true);
        expect(after(lists, edits)).toEqual(local);
      }),
      runs,
    );
  });

  it("never overwrites a value someone else changed meanwhile: it is kept and reported", () => {
    const othersArbitrary = fc.array(
      fc.record({ index: fc.nat(), quantity: fc.integer({ min: 6, max: 9 }), crp: fc.constant(7.77) }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(
        offlineListsArbitrary,
        offlineIntentsArbitrary,
        othersArbitrary,
        (view, intents, others) => {
          const elements = [...view].flatMap(([listId, list]) =>
            [...list.keys()].map((p) => [listId, p] as const),
          );
          fc.pre(elements.length > 0);
          // Someone else sets values the user never types (quantities 6..9, CRP 7.77: outside the user's values).
          const server = new Map([...view].map(([listId, list]) => [listId, new Map(list)]));
          const touched = new Set<string>();
          for (const [n, other] of others.entries()) {
            const [listId, productId] = elements[other.index % elements.length] as readonly [number, number];
            const field = n % 2 === 0 ? "quantity" : "crp";
            const list = server.get(listId) as Map<number, OfflineElementValues>;
            list.set(productId, { ...(list.get(productId) as OfflineElementValues), [field]: other[field] });
            touched.add(`${listId}:${productId}:${field}`);
          }
          const { edits } = offlineEditsOn(view, intents);
          const merge = mergeOfflineEdits(stateOf(server), edits);
          for (const [index, edit] of edits.entries()) {
            const key = `${edit.listId}:${edit.productId}:${fieldOf(edit)}`;
            if (edit.kind === "add" || !touched.has(key)) continue;
            const kept = read(server.get(edit.listId)?.get(edit.productId), fieldOf(edit));
            expect(read(merge.lists.get(edit.listId)?.elements.get(edit.productId), fieldOf(edit))).toBe(
              kept,
            );
            const result = merge.results[index];
            expect(result?.outcome).toBe("CONFLICT");
            expect(fieldOf(edit) === "crp" ? cents(result?.serverValue ?? null) : result?.serverValue).toBe(
              kept,
            );
          }
        },
      ),
      runs,
    );
  });

  it("lands an edit whose base is the server's value, whatever the other edits of the batch", () => {
    fc.assert(
      fc.property(
        offlineListsArbitrary,
        offlineEditsArbitrary,
        fc.nat(),
        offlineElementValuesArbitrary,
        fc.boolean(),
        (lists, others, pick, wanted, quantity) => {
          const elements = [...lists].flatMap(([listId, list]) =>
            [...list].map(([p, v]) => [listId, p, v] as const),
          );
          fc.pre(elements.length > 0);
          const [listId, productId, server] = elements[pick % elements.length] as (typeof elements)[number];
          const head = { changeId: "mine", listId, productId };
          const edit: OfflineEdit = quantity
            ? { ...head, kind: "quantity", base: server.quantity, value: wanted.quantity }
            : { ...head, kind: "crp", base: server.crp, value: wanted.crp };
          // The batch's other edits touch other elements only.
          const rest = others.filter((e) => e.listId !== listId || e.productId !== productId);
          const merge = mergeOfflineEdits(stateOf(lists), [...rest, edit]);
          expect(merge.results.at(-1)?.outcome).toBe("APPLIED");
          const landed = merge.lists.get(listId)?.elements.get(productId);
          expect(landed).toEqual(
            quantity ? { ...server, quantity: wanted.quantity } : { ...server, crp: wanted.crp },
          );
        },
      ),
      runs,
    );
  });

  it("gives the same lists when a device's batch is synced twice (a lost answer is safe to send again)", () => {
    fc.assert(
      fc.property(
        offlineListsArbitrary,
        offlineListsArbitrary,
        offlineIntentsArbitrary,
        refusedArbitrary,
        (view, server, intents, refused) => {
          const { edits } = offlineEditsOn(view, intents);
          const once = after(server, edits, refused);
          expect(after(once, edits, refused)).toEqual(once);
        },
      ),
      runs,
    );
  });

  it("lets edits to different elements commute", () => {
    fc.assert(
      fc.property(offlineListsArbitrary, offlineEditsArbitrary, fc.nat(), (lists, edits, pick) => {
        const keys = [...new Set(edits.map((e) => `${e.listId}:${e.productId}`))];
        const chosen = keys[pick % Math.max(keys.length, 1)];
        const mine = edits.filter((e) => `${e.listId}:${e.productId}` === chosen);
        const rest = edits.filter((e) => `${e.listId}:${e.productId}` !== chosen);
        const ab = mergeOfflineEdits(stateOf(lists), [...mine, ...rest]);
        const ba = mergeOfflineEdits(stateOf(lists), [...rest, ...mine]);
        const byId = (results: typeof ab.results) =>
          [...results].sort((x, y) => x.changeId.localeCompare(y.changeId));
        expect(byId(ba.results)).toEqual(byId(ab.results));
        const values = (merge: typeof ab) =>
          new Map(
            [...merge.lists].map(([id, list]) => [id, new Map([...list.elements].sort(([x], [y]) => x - y))]),
          );
        expect(values(ba)).toEqual(values(ab));
      }),
      runs,
    );
  });

  it("changes only the lists it may, keeps every element, and reports exactly what it wrote", () => {
    fc.assert(
      fc.property(offlineListsArbitrary, offlineEditsArbitrary, refusedArbitrary, (lists, edits, refused) => {
        const merge = mergeOfflineEdits(stateOf(lists, refused), edits);
        expect([...merge.lists.keys()]).toEqual([...lists.keys()]);
        for (const [listId, list] of merge.lists) {
          const before = lists.get(listId) as ReadonlyMap<number, OfflineElementValues>;
          expect([...list.elements.keys()]).toEqual([...before.keys(), ...list.added]);
          for (const productId of list.added) expect(refused).not.toContainEqual([listId, productId]);
          const changed = [...before].filter(([p, v]) => {
            const now = list.elements.get(p);
            return now?.quantity !== v.quantity || cents(now?.crp ?? null) !== cents(v.crp);
          });
          expect(list.changed).toEqual(changed.map(([p]) => p));
        }
        merge.results.forEach((result, index) => {
          if (!lists.has(result.listId)) expect(result.outcome).toBe("LIST_GONE");
          else expect(result.outcome).not.toBe("LIST_GONE");
          expect(result.serverValue !== undefined).toBe(["CONFLICT", "DUPLICATE"].includes(result.outcome));
          if (edits[index]?.kind === "add")
            expect(["CONFLICT", "ELEMENT_GONE"]).not.toContain(result.outcome);
        });
      }),
      runs,
    );
  });
});
