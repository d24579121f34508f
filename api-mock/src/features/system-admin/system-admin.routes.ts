import { systemAdminCalls } from "@catalogue/core/api/catalogue";
import type { Db } from "../../db/database";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import type { RequestHistory } from "../../http/request-log";
import { userIdOf } from "../profile/profile.routes";
import { actorFor } from "../users/user-access";
import { databaseActivity } from "./system-admin.repository";

/** Core spec 2.3 (system management): database activity and the server's faults, the highest role only. */
export function mountSystemAdminRoutes(api: Api, db: Db, history: RequestHistory): void {
  mountCall(api, systemAdminCalls.databaseActivity, async (c) => {
    await actorFor(db, userIdOf(c), "admin");
    return databaseActivity(db);
  });
  mountCall(api, systemAdminCalls.errorLogs, async (c) => {
    await actorFor(db, userIdOf(c), "admin");
    return history
      .list()
      .filter((record) => record.status >= 500)
      .map(({ at, method, path, status, durationMs, userId, correlationId }) => ({
        at,
        method,
        path,
        status,
        durationMs,
        userId,
        correlationId,
      }));
  });
}
