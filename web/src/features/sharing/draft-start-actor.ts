import type { DraftState } from "@catalogue/core/machines";
import type { ProductList } from "@catalogue/core/model";
import { fromPromise } from "xstate";
import { draftStateOf } from "./draft-state-of";

/** A failed call as the envelope core's machines decide on (result key, status), never its message text. */
export async function asEnvelope<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (failure) {
    const { status, resultKey, message } = failure as {
      status?: number;
      resultKey?: string | null;
      message?: string;
    };
    throw { status: status ?? 500, resultKey: resultKey ?? "INTERNAL_ERROR", message: message ?? "" };
  }
}

/** Start-draft for core's draft machine: the one draft of a country list (DRAFT_TAKEN when there is one). */
export function startDraftActor(start: (listId: number) => Promise<ProductList>) {
  return fromPromise<DraftState, { listId: number }>(async ({ input }) =>
    draftStateOf(await asEnvelope(start(input.listId))),
  );
}
