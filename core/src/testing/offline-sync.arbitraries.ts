import * as fc from "fast-check";
import type { OfflineEdit, OfflineElementValues } from "../rules/lists";

// Shared fast-check arbitraries for the merge of offline edits (supplement 7). Small id and value spaces, so that
// generated edits often meet the same element and the same values.

/** Lists by id, each with its elements by product id. */
export type OfflineLists = ReadonlyMap<number, ReadonlyMap<number, OfflineElementValues>>;

/** A few list ids and product ids. */
export const offlineListIdArbitrary = fc.integer({ min: 1, max: 3 });
export const offlineProductIdArbitrary = fc.integer({ min: 1, max: 6 });

/** Core spec 9: a quantity (small, so that values repeat). */
export const offlineQuantityArbitrary = fc.integer({ min: 0, max: 5 });
/** Core spec 9: a CRP of at most 2 fraction digits, or none. */
export const offlineCrpArbitrary = fc.option(
  fc.integer({ min: 0, max: 400 }).map((cents) => cents / 100),
  { nil: null, freq: 4 },
);

export const offlineElementValuesArbitrary: fc.Arbitrary<OfflineElementValues> = fc.record({
  quantity: offlineQuantityArbitrary,
  crp: offlineCrpArbitrary,
});

/** Lists as the server (or the user's device) holds them. */
export const offlineListsArbitrary: fc.Arbitrary<OfflineLists> = fc
  .uniqueArray(
    fc.tuple(
      offlineListIdArbitrary,
      fc.uniqueArray(fc.tuple(offlineProductIdArbitrary, offlineElementValuesArbitrary), {
        selector: ([productId]) => productId,
        maxLength: 6,
      }),
    ),
    { selector: ([listId]) => listId, maxLength: 3 },
  )
  .map((lists) => new Map(lists.map(([listId, elements]) => [listId, new Map(elements)])));

/** One edit with any base: it may or may not match what a list holds. */
export const offlineEditArbitrary: fc.Arbitrary<OfflineEdit> = fc
  .tuple(
    offlineListIdArbitrary,
    offlineProductIdArbitrary,
    fc.oneof(
      fc.record({
        kind: fc.constant("quantity" as const),
        base: offlineQuantityArbitrary,
        value: offlineQuantityArbitrary,
      }),
      fc.record({ kind: fc.constant("crp" as const), base: offlineCrpArbitrary, value: offlineCrpArbitrary }),
      fc.record(
        {
          kind: fc.constant("add" as const),
          quantity: offlineQuantityArbitrary,
          crp: fc.option(offlineCrpArbitrary, { nil: undefined }),
        },
        { requiredKeys: ["kind", "quantity"] },
      ),
    ),
  )
  .map(([listId, productId, body]) => ({ changeId: "", listId, productId, ...body }));

/** A batch of edits with any bases, each with its own change id. */
export const offlineEditsArbitrary = fc
  .array(offlineEditArbitrary, { maxLength: 25 })
  .map((edits) => edits.map((edit, index) => ({ ...edit, changeId: `e${index}` })));

/** What the user does offline to one element: a new quantity or CRP, or adding the product. */
export interface OfflineIntent {
  readonly listId: number;
  readonly productId: number;
  readonly kind: OfflineEdit["kind"];
  readonly values: OfflineElementValues;
}

export const offlineIntentsArbitrary: fc.Arbitrary<OfflineIntent[]> = fc.array(
  fc.record({
    listId: offlineListIdArbitrary,
    productId: offlineProductIdArbitrary,
    kind: fc.constantFrom("quantity" as const, "crp" as const, "add" as const),
    values: offlineElementValuesArbitrary,
  }),
  { maxLength: 25 },
);

/**
 * The edits a device sends after the user's `intents` on the lists as it last saw them (`view`): each value edit's
 * base is the value the device showed at that moment (so edits of one element chain), an add only of a product the
 * list did not show. Also answers the device's lists after the edits.
 */
export function offlineEditsOn(
  view: OfflineLists,
  intents: readonly OfflineIntent[],
): { edits: OfflineEdit[]; local: OfflineLists } {
  const local = new Map([...view].map(([listId, elements]) => [listId, new Map(elements)]));
  const edits: OfflineEdit[] = [];
  for (const { listId, productId, kind, values } of intents) {
    const list = local.get(listId);
    const element = list?.get(productId);
    const head = { changeId: `e${edits.length}`, listId, productId };
    if (!list) continue;
    if (kind === "add") {
      if (element) continue;
      edits.push({ ...head, kind, quantity: values.quantity, crp: values.crp });
      list.set(productId, values);
    } else if (element && kind === "quantity") {
      edits.push({ ...head, kind, base: element.quantity, value: values.quantity });
      list.set(productId, { ...element, quantity: values.quantity });
    } else if (element) {
      edits.push({ ...head, kind: "crp", base: element.crp, value: values.crp });
      list.set(productId, { ...element, crp: values.crp });
    }
  }
  return { edits, local };
}
