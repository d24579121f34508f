import * as z from "zod";
import { Id } from "../model/common";
import { ElementPrice, ElementQuantity } from "./list-elements";

/** The most edits one sync may carry; a longer queue is sent in several calls, in order. */
export const OFFLINE_SYNC_MAX_CHANGES = 500;

/**
 * Supplement 7 (POST /offline/sync): one edit made while offline, in the order the user made it. Each edit
 * carries the value the user saw before editing (`base`), so the server can tell a value nobody else touched
 * (the edit applies) from one changed meanwhile (the edit is refused for that value: core spec 8, 428).
 * `changeId` is the client's own id for the edit; the answer reports each edit under it.
 */
const ChangeHead = z.object({ changeId: z.string().min(1).max(64), listId: Id, productId: Id });

export const OfflineQuantityChange = ChangeHead.extend({
  kind: z.literal("quantity"),
  base: ElementQuantity,
  value: ElementQuantity,
});
export const OfflineCrpChange = ChangeHead.extend({
  kind: z.literal("crp"),
  base: ElementPrice.nullable(),
  value: ElementPrice.nullable(),
});
/**
 * A product added offline (one already cached); on a list that holds it meanwhile, core spec 4.7's duplicate rule.
 * Without `crp` the product takes its CRP for the caller, as the online add does (a caller who sees no prices
 * has none to send); `null` adds it without a CRP.
 */
export const OfflineAddChange = ChangeHead.extend({
  kind: z.literal("add"),
  quantity: ElementQuantity,
  crp: ElementPrice.nullable().optional(),
});

export const OfflineChange = z.discriminatedUnion("kind", [
  OfflineQuantityChange,
  OfflineCrpChange,
  OfflineAddChange,
]);
export type OfflineChange = z.infer<typeof OfflineChange>;

export const OfflineSyncRequest = z.object({
  changes: z.array(OfflineChange).min(1).max(OFFLINE_SYNC_MAX_CHANGES),
});
export type OfflineSyncRequest = z.infer<typeof OfflineSyncRequest>;

/**
 * What became of one edit:
 * - APPLIED: written (or the list already held that value);
 * - CONFLICT: someone changed the same value meanwhile; theirs is kept and returned as `serverValue`;
 * - DUPLICATE: the product was added to the list meanwhile; the list's element is kept (core spec 4.7);
 * - ELEMENT_GONE: the product was removed from the list meanwhile;
 * - LIST_GONE: the list was removed, or the caller may no longer change it;
 * - PRODUCT_UNAVAILABLE: the product cannot join the list (currency, market clearance).
 */
export const OfflineChangeOutcome = z.enum([
  "APPLIED",
  "CONFLICT",
  "DUPLICATE",
  "ELEMENT_GONE",
  "LIST_GONE",
  "PRODUCT_UNAVAILABLE",
]);
export type OfflineChangeOutcome = z.infer<typeof OfflineChangeOutcome>;

export const OfflineChangeResult = z.object({
  changeId: z.string(),
  listId: Id,
  productId: Id,
  outcome: OfflineChangeOutcome,
  /**
   * The value the list holds after the sync: for CONFLICT the value kept (quantity or CRP, by the edit's kind),
   * for DUPLICATE the quantity of the list's element. Left out for a CRP when the caller may not see prices
   * (core spec 6).
   */
  serverValue: z.number().nullable().optional(),
});
export type OfflineChangeResult = z.infer<typeof OfflineChangeResult>;

/** Per edit its outcome, and per list touched its version after the sync (for the client's cache). */
export const OfflineSyncResponse = z.object({
  results: z.array(OfflineChangeResult),
  lists: z.array(z.object({ listId: Id, version: z.int().positive() })),
});
export type OfflineSyncResponse = z.infer<typeof OfflineSyncResponse>;
