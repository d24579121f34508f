import type { Db } from "../../db/database";
import { userIdOf } from "../profile/profile.routes";
import { actorFor } from "../users/user-access";

/** Core spec 6: the statistics belong to the system area, the highest role only (403 for everyone else). */
export async function assertStatisticsAccess(db: Db, c: Parameters<typeof userIdOf>[0]): Promise<void> {
  await actorFor(db, userIdOf(c), "admin");
}
