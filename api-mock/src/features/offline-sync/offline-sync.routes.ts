import { offlineSyncCalls, offlineSyncVersionedCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCalls } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { OfflineSyncService } from "./offline-sync.service";

/** Supplement 7 (POST /offline/sync and /v2/offline/sync): the same call under both paths. */
export function mountOfflineSyncRoutes(api: Api, offline: OfflineSyncService): void {
  mountCalls(api, [offlineSyncCalls.sync, offlineSyncVersionedCalls.syncV2], (c, { body }) =>
    offline.sync(userIdOf(c), body),
  );
}
