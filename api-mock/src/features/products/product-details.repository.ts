import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { productImages, productLinks, productRelations, products } from "../../db/schema/index";

/** Core spec 3: a stored product row with everything it refers to, read for the detail page (a cold read). */
export interface StoredProduct {
  row: typeof products.$inferSelect;
  relations: { kind: string; relatedProductId: number }[];
  images: { imageId: string; imageCategory: string }[];
  links: { groupType: string; title: string; url: string }[];
}

/** Issue 6 item 3: one product with its relations, images and links; undefined for an unknown id. */
export async function loadStoredProduct(db: Db, id: number): Promise<StoredProduct | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return undefined;
  const relations = await db
    .select({ kind: productRelations.kind, relatedProductId: productRelations.relatedProductId })
    .from(productRelations)
    .where(eq(productRelations.productId, id))
    .orderBy(asc(productRelations.kind), asc(productRelations.position));
  const images = await db
    .select({ imageId: productImages.imageId, imageCategory: productImages.imageCategory })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  const links = await db
    .select({ groupType: productLinks.groupType, title: productLinks.title, url: productLinks.url })
    .from(productLinks)
    .where(eq(productLinks.productId, id))
    .orderBy(asc(productLinks.position));
  return { row, relations, images, links };
}

/** Issue 6 item 3: the id of the product with this title and subtitle (the first by id when several share them). */
export async function findIdByTitle(db: Db, title: string, subtitle: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.title, title), eq(products.subtitle, subtitle)))
    .orderBy(asc(products.id))
    .limit(1);
  return rows[0]?.id;
}
