import { statisticsCalls } from "@catalogue/core/api/catalogue";
import type { Db } from "../../db/database";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import {
  amountProductLists,
  amountQuantityPerProduct,
  averagePricePerProduct,
  averageProducts,
  averageQuantityPerProduct,
  overallStatistics,
  productOccurrences,
} from "./list-statistics.repository";
import { assertStatisticsAccess } from "./statistics-access";

const PER_PRODUCT = [
  [statisticsCalls.productOccurrences, productOccurrences],
  [statisticsCalls.amountQuantityPerProduct, amountQuantityPerProduct],
  [statisticsCalls.averageQuantityPerProduct, averageQuantityPerProduct],
  [statisticsCalls.averagePricePerProduct, averagePricePerProduct],
] as const;

/** Supplement 7 (statistics over product lists, migration 0010's product_lists and list_elements). */
export function mountListStatisticsRoutes(api: Api, db: Db): void {
  mountCall(api, statisticsCalls.amountProductLists, async (c) => {
    await assertStatisticsAccess(db, c);
    return { value: await amountProductLists(db) };
  });
  mountCall(api, statisticsCalls.averageProducts, async (c) => {
    await assertStatisticsAccess(db, c);
    return { value: await averageProducts(db) };
  });
  for (const [entry, read] of PER_PRODUCT) {
    mountCall(api, entry, async (c, { query }) => {
      await assertStatisticsAccess(db, c);
      return read(db, query.size);
    });
  }
  mountCall(api, statisticsCalls.overall, async (c) => {
    await assertStatisticsAccess(db, c);
    return overallStatistics(db);
  });
}
