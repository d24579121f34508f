/** Core spec 3: the values of a list element that an offline edit can change. */
export interface OfflineElementValues {
  readonly quantity: number;
  readonly crp: number | null;
}

/**
 * Supplement 7 (offline sync): one edit made offline, as the merge reads it (the API's `OfflineChange` fits).
 * A value edit carries the value the user saw before editing (`base`); an add without a CRP takes the
 * product's CRP, as the online add does.
 */
export type OfflineEdit = {
  readonly changeId: string;
  readonly listId: number;
  readonly productId: number;
} & (
  | { readonly kind: "quantity"; readonly base: number; readonly value: number }
  | { readonly kind: "crp"; readonly base: number | null; readonly value: number | null }
  | { readonly kind: "add"; readonly quantity: number; readonly crp?: number | null | undefined }
);

/** What became of one edit (the API's `OfflineChangeOutcome`). */
export type OfflineOutcome =
  | "APPLIED"
  | "CONFLICT"
  | "DUPLICATE"
  | "ELEMENT_GONE"
  | "LIST_GONE"
  | "PRODUCT_UNAVAILABLE";

/** One edit's result: for CONFLICT the value kept, for DUPLICATE the quantity the list holds. */
export interface OfflineEditResult {
  readonly changeId: string;
  readonly listId: number;
  readonly productId: number;
  readonly outcome: OfflineOutcome;
  readonly serverValue?: number | null;
}

/** The lists as the server holds them when the edits arrive. */
export interface OfflineMergeState {
  /**
   * Per list id, its elements by product id: only the lists that exist and the caller may change; an edit to
   * any other list is LIST_GONE.
   */
  readonly lists: ReadonlyMap<number, ReadonlyMap<number, OfflineElementValues>>;
  /** Core spec 5: may the product join the list (a product the catalogue holds, the list's currency)? */
  readonly mayJoin: (listId: number, productId: number) => boolean;
  /** The CRP of an added product whose edit names none: the product's CRP for the caller. */
  readonly defaultCrp: (productId: number) => number | null;
}

/** One list after the merge: every element's values, and what the merge wrote to it. */
export interface OfflineMergedList {
  readonly elements: ReadonlyMap<number, OfflineElementValues>;
  /** Products added, in the order their edits came (they join at the end of the list). */
  readonly added: readonly number[];
  /** Products already on the list whose quantity or CRP now differs from before the merge. */
  readonly changed: readonly number[];
}

/** The merge: each list of the state after it, and one result per edit, in the edits' order. */
export interface OfflineMerge {
  readonly lists: ReadonlyMap<number, OfflineMergedList>;
  readonly results: readonly OfflineEditResult[];
}

type WorkingList = { elements: Map<number, OfflineElementValues>; added: number[] };

/** Core spec 9: prices have 2 fraction digits, so two prices are the same when their cents are. */
function samePrice(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : Math.round(a * 100) === Math.round(b * 100);
}

function sameValues(a: OfflineElementValues, b: OfflineElementValues): boolean {
  return a.quantity === b.quantity && samePrice(a.crp, b.crp);
}

/** An add: a product the list lacks joins it; one it holds meanwhile stays as the list has it (core spec 4.7). */
function mergeAdd(
  list: WorkingList,
  edit: Extract<OfflineEdit, { kind: "add" }>,
  state: OfflineMergeState,
): Pick<OfflineEditResult, "outcome" | "serverValue"> {
  const held = list.elements.get(edit.productId);
  if (held) return { outcome: "DUPLICATE", serverValue: held.quantity };
  if (!state.mayJoin(edit.listId, edit.productId)) return { outcome: "PRODUCT_UNAVAILABLE" };
  const crp = edit.crp === undefined ? state.defaultCrp(edit.productId) : edit.crp;
  list.elements.set(edit.productId, { quantity: edit.quantity, crp });
  list.added.push(edit.productId);
  return { outcome: "APPLIED" };
}

/**
 * A value edit (core spec 8, 428, per value): it lands when the list still holds the value the user saw, or
 * already holds the new one; a value someone else changed meanwhile is kept and reported, never overwritten.
 */
function mergeValue(
  list: WorkingList,
  edit: Extract<OfflineEdit, { kind: "quantity" | "crp" }>,
): Pick<OfflineEditResult, "outcome" | "serverValue"> {
  const element = list.elements.get(edit.productId);
  if (!element) return { outcome: "ELEMENT_GONE" };
  const server = edit.kind === "quantity" ? element.quantity : element.crp;
  const same = (a: number | null, b: number | null) => (edit.kind === "quantity" ? a === b : samePrice(a, b));
  if (same(server, edit.value)) return { outcome: "APPLIED" };
  if (!same(server, edit.base)) return { outcome: "CONFLICT", serverValue: server };
  const next =
    edit.kind === "quantity" ? { ...element, quantity: edit.value } : { ...element, crp: edit.value };
  list.elements.set(edit.productId, next);
  return { outcome: "APPLIED" };
}

/**
 * Supplement 7 (offline sync): applies the edits a user made offline, in their order, to the lists as the server
 * holds them now. Edits to the same element chain (each sees the values the edits before it left); a stale edit
 * never overwrites someone else's change; an add of a product the list holds meanwhile keeps the list's element;
 * an edit of an element removed meanwhile, or to a list gone or no longer the caller's to change, changes
 * nothing. Every edit gets exactly one result. Pure: the caller writes what `lists` says, in one transaction.
 */
export function mergeOfflineEdits(state: OfflineMergeState, edits: readonly OfflineEdit[]): OfflineMerge {
  const working = new Map<number, WorkingList>();
  for (const [listId, elements] of state.lists)
    working.set(listId, { elements: new Map(elements), added: [] });
  const results = edits.map((edit): OfflineEditResult => {
    const head = { changeId: edit.changeId, listId: edit.listId, productId: edit.productId };
    const list = working.get(edit.listId);
    if (!list) return { ...head, outcome: "LIST_GONE" };
    return { ...head, ...(edit.kind === "add" ? mergeAdd(list, edit, state) : mergeValue(list, edit)) };
  });
  const lists = new Map<number, OfflineMergedList>();
  for (const [listId, list] of working) {
    const before = state.lists.get(listId) ?? new Map<number, OfflineElementValues>();
    const changed = [...before].flatMap(([productId, values]) => {
      const after = list.elements.get(productId);
      return after && !sameValues(after, values) ? [productId] : [];
    });
    lists.set(listId, { elements: list.elements, added: list.added, changed });
  }
  return { lists, results };
}
