import { OfflineSyncRequest, OfflineSyncResponse } from "../../offline-sync";
import { defineCall, json, pathVariant } from "../define-call";

const TAGS = ["Offline sync"];

/**
 * Supplement 7 (POST /offline/sync and /v2/offline/sync): the edits a user made to their lists while offline,
 * applied in one transaction with the 428 and duplicate rules per value; the answer says what became of each.
 */
export const offlineSyncCalls = {
  sync: defineCall({
    id: "offline.sync",
    method: "POST",
    path: "/offline/sync",
    tags: TAGS,
    summary:
      "Apply the list edits made offline; each edit is applied, or reported as a conflict with the value kept",
    body: OfflineSyncRequest,
    answer: json(OfflineSyncResponse),
    errors: [401, 403, 409, 460],
    access: "regular",
  }),
} as const;

/** Supplement 7: the same call under its versioned path. */
export const offlineSyncVersionedCalls = {
  syncV2: pathVariant(offlineSyncCalls.sync, { id: "offline.syncV2", path: "/v2/offline/sync" }),
} as const;
