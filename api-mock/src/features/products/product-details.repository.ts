import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { productImages, productLinks, productRelations, products } from "../../db/schema/index";

/** Core spec 3: a stored product row with everything it refers to, read for the detail page (a cold read). */
export interface StoredProduct {
  row: typeof products.$inferSelect;
  relations: { kind: string; relatedProductId: number }[];
  images: { imageId: string; imageCategory: string }[];
  links: { groupType: string; title: string; url: string }[];
}

/**
 * Issue 6 items 3 and 9: one product with its relations, images and links in one query (each list as JSON), so
 * a cold detail read is one round trip on the single PGlite connection instead of four; undefined for an unknown
 * id.
 */
export async function loadStoredProduct(db: Db, id: number): Promise<StoredProduct | undefined> {
  const [found] = await db
    .select({
      row: products,
      relations: sql<string>`(SELECT coalesce(json_agg(json_build_object('kind', r.kind, 'relatedProductId', r.related_product_id) ORDER BY r.kind, r.position), '[]')::text FROM ${productRelations} r WHERE r.product_id = "products"."id")`,
      images: sql<string>`(SELECT coalesce(json_agg(json_build_object('imageId', i.image_id, 'imageCategory', i.image_category) ORDER BY i.position), '[]')::text FROM ${productImages} i WHERE i.product_id = "products"."id")`,
      links: sql<string>`(SELECT coalesce(json_agg(json_build_object('groupType', l.group_type, 'title', l.title, 'url', l.url) ORDER BY l.position), '[]')::text FROM ${productLinks} l WHERE l.product_id = "products"."id")`,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!found) return undefined;
  return {
    row: found.row,
    relations: JSON.parse(found.relations) as StoredProduct["relations"],
    images: JSON.parse(found.images) as StoredProduct["images"],
    links: JSON.parse(found.links) as StoredProduct["links"],
  };
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
