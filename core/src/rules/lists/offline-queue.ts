import {
  OFFLINE_SYNC_MAX_CHANGES,
  type OfflineChange,
  type OfflineChangeOutcome,
  type OfflineChangeResult,
} from "../../api/offline-sync";

/** The value edits of an offline change (a quantity or a CRP), as opposed to a product added. */
type ValueChange = Extract<OfflineChange, { kind: "quantity" | "crp" }>;

const sameValueTarget = (queued: OfflineChange, edit: ValueChange) =>
  queued.kind === edit.kind && queued.listId === edit.listId && queued.productId === edit.productId;

const addedOffline = (queued: OfflineChange, edit: OfflineChange) =>
  queued.kind === "add" && queued.listId === edit.listId && queued.productId === edit.productId;

/** An added product takes the later edit of its quantity or CRP: the server never saw it, so there is no base. */
function foldIntoAdd(queued: Extract<OfflineChange, { kind: "add" }>, edit: ValueChange): OfflineChange {
  return edit.kind === "quantity" ? { ...queued, quantity: edit.value } : { ...queued, crp: edit.value };
}

/**
 * Supplement 7 (offline sync): puts one edit made offline into the queue. The queue holds at most one edit per
 * value (list, product, quantity or CRP): a later edit of the same value keeps the first edit's place and `base`
 * (the value the server had when the user first changed it, the one the 428 rule compares with) and takes the new
 * value; an edit back to that base leaves nothing to send. An edit of a product added offline changes the added
 * product; a product added twice is added once.
 */
export function queueOfflineEdit(queue: readonly OfflineChange[], edit: OfflineChange): OfflineChange[] {
  if (edit.kind === "add") {
    return queue.some((queued) => addedOffline(queued, edit)) ? [...queue] : [...queue, edit];
  }
  const added = queue.findIndex((queued) => addedOffline(queued, edit));
  if (added >= 0) {
    return queue.map((queued, index) =>
      index === added && queued.kind === "add" ? foldIntoAdd(queued, edit) : queued,
    );
  }
  const earlier = queue.find((queued) => sameValueTarget(queued, edit)) as ValueChange | undefined;
  if (!earlier) return edit.value === edit.base ? [...queue] : [...queue, edit];
  if (edit.value === earlier.base) return queue.filter((queued) => queued !== earlier);
  return queue.map((queued) =>
    queued === earlier ? ({ ...earlier, value: edit.value } as OfflineChange) : queued,
  );
}

/** The queue in the calls that send it: in order, each at most OFFLINE_SYNC_MAX_CHANGES edits. */
export function offlineSyncBatches(queue: readonly OfflineChange[]): OfflineChange[][] {
  const batches: OfflineChange[][] = [];
  for (let start = 0; start < queue.length; start += OFFLINE_SYNC_MAX_CHANGES) {
    batches.push(queue.slice(start, start + OFFLINE_SYNC_MAX_CHANGES));
  }
  return batches;
}

/** One edit the server did not apply as sent, with why and, for a conflict or duplicate, the value it kept. */
export interface UnappliedEdit {
  readonly change: OfflineChange;
  readonly outcome: Exclude<OfflineChangeOutcome, "APPLIED">;
  readonly serverValue: number | null;
}

/** What a sync did, for telling the user: how many edits were saved, and each one that was not. */
export interface OfflineSyncSummary {
  readonly applied: number;
  readonly unapplied: readonly UnappliedEdit[];
}

/**
 * Supplement 7: the outcome of each sent edit, matched by its `changeId`, summed up for the user. An edit the
 * answer does not mention counts as not applied with LIST_GONE: the server did not write it.
 */
export function summarizeOfflineSync(
  sent: readonly OfflineChange[],
  results: readonly OfflineChangeResult[],
): OfflineSyncSummary {
  const byId = new Map(results.map((result) => [result.changeId, result]));
  let applied = 0;
  const unapplied: UnappliedEdit[] = [];
  for (const change of sent) {
    const result = byId.get(change.changeId);
    if (result?.outcome === "APPLIED") applied += 1;
    else
      unapplied.push({
        change,
        outcome: result?.outcome ?? "LIST_GONE",
        serverValue: result?.serverValue ?? null,
      });
  }
  return { applied, unapplied };
}
