import { systemCalls } from "@catalogue/core/api/catalogue";
import { APP_VERSION } from "@catalogue/core/constants";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";

/** Architecture 3: the liveness route, open without a session. */
export function mountHealthRoutes(api: Api, publicDemo: boolean): void {
  mountCall(api, systemCalls.health, () => ({ status: "ok" as const, version: APP_VERSION, publicDemo }));
}
