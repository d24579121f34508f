import type { ProductSorting } from "@catalogue/core/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { productSortings } from "../../db/schema/index";

/** Core spec 4.1: the grid sort of a user who has not chosen one. */
const DEFAULT_SORT = "DEFAULT_SORTING";

/** Supplement 7 (v3 GET /products/sorting): the caller's chosen grid sort, the default until one is kept. */
export async function readProductSorting(db: Db, userId: number): Promise<ProductSorting> {
  const [row] = await db.select().from(productSortings).where(eq(productSortings.userId, userId));
  return { sort: row?.sort ?? DEFAULT_SORT };
}

/** Supplement 7 (v3 PUT /products/sorting): keeps the caller's grid sort; setting it again changes nothing. */
export async function saveProductSorting(
  db: Db,
  userId: number,
  sorting: ProductSorting,
  now: Date,
): Promise<ProductSorting> {
  await db
    .insert(productSortings)
    .values({ userId, sort: sorting.sort, updatedAt: now })
    .onConflictDoUpdate({ target: productSortings.userId, set: { sort: sorting.sort, updatedAt: now } });
  return readProductSorting(db, userId);
}
