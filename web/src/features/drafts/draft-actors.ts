import type { DraftState } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import type { DuplicateResolution } from "@catalogue/core/rules/lists";
import { fromPromise } from "xstate";
import { asEnvelope, draftStateOf } from "../sharing";

/** The draft calls an open draft's machine makes (mutations of the page, so the caches follow). */
export type DraftWrites = {
  touch: () => Promise<unknown>;
  publish: (resolution?: DuplicateResolution) => Promise<ProductList>;
  remove: () => Promise<unknown>;
};

/**
 * Core spec 4.7: the actors of core's draft machine over an open draft: its start is the draft already loaded. An
 * update from a newer list is the publish with the user's resolution (the server merges and publishes in one
 * transaction), so it ends on the published list.
 */
export function openDraftActors(draft: ProductList, writes: DraftWrites) {
  return {
    startDraft: fromPromise<DraftState, { listId: number }>(async () => draftStateOf(draft)),
    updateEditDate: fromPromise<void, { draft: DraftState }>(async () => {
      await asEnvelope(writes.touch());
    }),
    publishDraft: fromPromise<void, { draft: DraftState }>(async () => {
      await asEnvelope(writes.publish());
    }),
    deleteDraft: fromPromise<void, { draftId: number }>(async () => {
      await asEnvelope(writes.remove());
    }),
    updateDraftFromList: fromPromise<DraftState, { draftId: number; resolution: DuplicateResolution }>(
      async ({ input }) => draftStateOf(await asEnvelope(writes.publish(input.resolution))),
    ),
  };
}
