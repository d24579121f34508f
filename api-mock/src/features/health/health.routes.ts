import { systemCalls } from "@catalogue/core/api/catalogue";
import { APP_VERSION } from "@catalogue/core/constants";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import type { StorageState } from "../../http/storage-state";

/**
 * Architecture 3: the liveness route, open without a session. It says whether writes reach the database, as the
 * last write found it (reading that state costs nothing, so health stays the benchmark's baseline).
 */
export function mountHealthRoutes(api: Api, publicDemo: boolean, storage: StorageState): void {
  mountCall(api, systemCalls.health, () => ({
    status: "ok" as const,
    version: APP_VERSION,
    publicDemo,
    storage: storage.current(),
  }));
}
