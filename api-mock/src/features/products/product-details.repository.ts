import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { products } from "../../db/schema/index";

/** The id of the product with this title and subtitle (the first by id when several share them). */
export async function findIdByTitle(db: Db, title: string, subtitle: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.title, title), eq(products.subtitle, subtitle)))
    .orderBy(asc(products.id))
    .limit(1);
  return rows[0]?.id;
}
