import { statisticsCalls } from "@catalogue/core/api/catalogue";
import type { Db } from "../../db/database";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { favoriteOccurrences } from "./statistics.repository";
import { assertStatisticsAccess } from "./statistics-access";

/**
 * Supplement 7 (statistics): the figures that need no product lists. The list-based ones are in
 * list-statistics.routes.ts, mounted once the product-list tables exist.
 */
export function mountStatisticsRoutes(api: Api, db: Db): void {
  mountCall(api, statisticsCalls.favoriteOccurrences, async (c, { query }) => {
    await assertStatisticsAccess(db, c);
    return favoriteOccurrences(db, query.size);
  });
}
