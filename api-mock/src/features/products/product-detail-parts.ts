import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import type { products } from "../../db/schema/index";
import type { EnvironmentalConditions } from "../../seed";

/** Core spec 3: the product columns only the detail page shows (the card row holds the rest). */
export type DetailRow = Pick<
  typeof products.$inferSelect,
  | "deviceTypes"
  | "unspscCode"
  | "ceClass"
  | "ifuPartNumber"
  | "piecesPerPackingUnit"
  | "packagesPerDeliveryUnit"
  | "shelfLifeMonths"
  | "countryOfOrigin"
  | "sterile"
  | "maxReprocessingCycles"
  | "documentType"
> & { environment: EnvironmentalConditions };

/** Core spec 3: a product image in gallery order. */
export interface StoredImage {
  imageId: string;
  imageCategory: string;
}

/** Core spec 3: a link of a link group, or a video (group VIDEO), in stored order. */
export interface StoredLink {
  groupType: string;
  title: string;
  url: string;
}

/**
 * Issue 6 items 3 and 9: what the detail page adds to a product's card, kept in memory for every product. The
 * benchmark showed each detail read from PGlite (about 3 ms of the single connection's time) capping details at
 * about 330 requests/s; from memory a detail costs no query. Shared, frozen parts: answers serialize them, never
 * change them.
 */
export interface StoredProduct {
  row: DetailRow;
  variants: readonly number[];
  alternatives: readonly number[];
  related: readonly number[];
  images: readonly StoredImage[];
  links: readonly StoredLink[];
}

/** What a catalogue query answers for one product's detail columns (the environment as its JSON text). */
export type RawDetailColumns = Omit<DetailRow, "environment"> & { environment: string };

/** Issue 6 item 3: the relations, images and links of a range of products, grouped by product id. */
export interface DetailLists {
  relations: Map<number, [string, number][]>;
  images: Map<number, [string, string][]>;
  links: Map<number, [string, string, string][]>;
}

/** Groups `[productId, ...rest]` tuples (ordered by product) into lists per product. */
function groupByProduct<T extends unknown[]>(json: string | null): Map<number, T> {
  const grouped = new Map<number, T>();
  for (const [productId, ...rest] of JSON.parse(json ?? "[]") as [number, ...unknown[]][]) {
    const list = grouped.get(productId);
    if (list) list.push(rest);
    else grouped.set(productId, [rest] as T);
  }
  return grouped;
}

/**
 * Issue 6 items 3 and 9: the relations, images and links of the products with ids in (`after`, `last`], each
 * table's rows as one JSON text. Measured at 50,000 products: 1.1 s of CPU, against 4.1 s for the same lists as
 * three correlated subqueries per product (and PGlite's wire parsing would cost more still for 500,000 rows).
 */
export async function loadDetailLists(db: Db, after: number, last: number): Promise<DetailLists> {
  const text = async (query: SQL) => (await queryRows<{ list: string | null }>(db, query))[0]?.list ?? null;
  const relations = await text(
    sql`SELECT json_agg(json_build_array(product_id, kind, related_product_id) ORDER BY product_id, kind, position)::text AS list FROM product_relations WHERE product_id > ${after} AND product_id <= ${last}`,
  );
  const images = await text(
    sql`SELECT json_agg(json_build_array(product_id, image_id, image_category) ORDER BY product_id, position)::text AS list FROM product_images WHERE product_id > ${after} AND product_id <= ${last}`,
  );
  const links = await text(
    sql`SELECT json_agg(json_build_array(product_id, group_type, title, url) ORDER BY product_id, position)::text AS list FROM product_links WHERE product_id > ${after} AND product_id <= ${last}`,
  );
  return {
    relations: groupByProduct(relations),
    images: groupByProduct(images),
    links: groupByProduct(links),
  };
}

const NO_IDS: readonly number[] = Object.freeze([]);

/**
 * Issue 6 item 9 (server memory): turns the raw columns into a `StoredProduct`, sharing equal texts and objects
 * between products. Link titles, group types, image categories and environments repeat across the catalogue;
 * JSON.parse would make a new copy of each for each of 50,000 products.
 */
export class DetailPartsReader {
  private readonly texts = new Map<string, string>();
  private readonly environments = new Map<string, EnvironmentalConditions>();
  private readonly arrays = new Map<string, readonly string[]>();

  read(id: number, raw: RawDetailColumns, lists: DetailLists): StoredProduct {
    const { environment, deviceTypes, ...columns } = raw;
    const kinds: Record<string, number[]> = { VARIANT: [], ALTERNATIVE: [], RELATED: [] };
    for (const [kind, related] of lists.relations.get(id) ?? []) kinds[kind]?.push(related);
    const ids = (list: number[] | undefined) => (list && list.length > 0 ? Object.freeze(list) : NO_IDS);
    return {
      row: {
        ...columns,
        countryOfOrigin: this.text(columns.countryOfOrigin),
        ceClass: this.text(columns.ceClass),
        unspscCode: this.text(columns.unspscCode),
        documentType: this.text(columns.documentType),
        deviceTypes: this.array(deviceTypes) as string[],
        environment: this.environment(environment),
      },
      variants: ids(kinds.VARIANT),
      alternatives: ids(kinds.ALTERNATIVE),
      related: ids(kinds.RELATED),
      images: Object.freeze(
        (lists.images.get(id) ?? []).map(([imageId, category]) =>
          Object.freeze({ imageId, imageCategory: this.text(category) }),
        ),
      ),
      links: Object.freeze(
        (lists.links.get(id) ?? []).map(([groupType, title, url]) =>
          Object.freeze({ groupType: this.text(groupType), title: this.text(title), url }),
        ),
      ),
    };
  }

  private text(value: string): string {
    const known = this.texts.get(value);
    if (known !== undefined) return known;
    this.texts.set(value, value);
    return value;
  }

  private array(values: readonly string[]): readonly string[] {
    const key = values.join("\u0000");
    const known = this.arrays.get(key);
    if (known) return known;
    const shared = Object.freeze(values.map((value) => this.text(value)));
    this.arrays.set(key, shared);
    return shared;
  }

  private environment(json: string): EnvironmentalConditions {
    const known = this.environments.get(json);
    if (known) return known;
    const parsed = JSON.parse(json) as EnvironmentalConditions;
    this.environments.set(json, parsed);
    return parsed;
  }
}
