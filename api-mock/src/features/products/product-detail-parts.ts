import type { DeviceType } from "@catalogue/core/model";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import type { products, StoredLinkGroup } from "../../db/schema/index";
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
  groupType: StoredLinkGroup;
  title: string;
  url: string;
}

/**
 * What the detail page adds to a product's card, kept in memory for every product. The
 * benchmark showed each detail read from PGlite (about 3 ms of the single connection's time) capping details at
 * about 330 requests/s; from memory a detail costs no query.
 */
export interface StoredProduct {
  row: DetailRow;
  variants: readonly number[];
  alternatives: readonly number[];
  related: readonly number[];
  images: readonly StoredImage[];
  links: readonly StoredLink[];
}

/** The detail columns in the order of a packed text's first array. */
type PackedColumns = [
  DeviceType[],
  string,
  string,
  string,
  number,
  number,
  number | null,
  string,
  boolean,
  number | null,
  string,
];

/** A packed text: the columns, then relations (kind, id), images (id, category), links (group, title, url). */
type Packed = [
  PackedColumns,
  [string, number][] | null,
  [string, string][] | null,
  [StoredLinkGroup, string, string][] | null,
];

/**
 * A product's detail parts as texts: the environment's JSON apart from the rest (see
 * `Packed`), so that products with the same conditions share one string (at 50,000 products, 8,719 distinct
 * environments made 18 MB of the 47 MB of detail texts).
 */
export interface DetailTexts {
  packed: string;
  environment: string;
}

/**
 * The detail parts of the products with ids in (`after`, `last`] as texts (see
 * `unpackDetailParts`), built by PostgreSQL in one query (each list table read once, grouped by product). The
 * catalogue keeps these texts as they come: at 50,000 products, loading the same parts as drizzle columns and
 * parsed lists cost about 5 s of CPU and 88 MB of heap as objects, which the load cannot afford. Equal
 * environment texts are taken from `environments` (and new ones added to it), so a load shares them.
 */
export async function loadDetailTexts(
  db: Db,
  after: number,
  last: number,
  environments = new Map<string, string>(),
): Promise<Map<number, DetailTexts>> {
  const rows = await queryRows<{ id: number; packed: string; environment: string }>(
    db,
    sql`SELECT p.id, p.environment::text AS environment, json_build_array(
        json_build_array(p.device_types, p.unspsc_code, p.ce_class, p.ifu_part_number, p.pieces_per_packing_unit,
          p.packages_per_delivery_unit, p.shelf_life_months, p.country_of_origin, p.sterile,
          p.max_reprocessing_cycles, p.document_type),
        r.list, i.list, l.list)::text AS packed
      FROM products p
      LEFT JOIN (SELECT product_id, json_agg(json_build_array(kind, related_product_id) ORDER BY kind, position) AS list
        FROM product_relations WHERE product_id > ${after} AND product_id <= ${last} GROUP BY product_id) r
        ON r.product_id = p.id
      LEFT JOIN (SELECT product_id, json_agg(json_build_array(image_id, image_category) ORDER BY position) AS list
        FROM product_images WHERE product_id > ${after} AND product_id <= ${last} GROUP BY product_id) i
        ON i.product_id = p.id
      LEFT JOIN (SELECT product_id, json_agg(json_build_array(group_type, title, url) ORDER BY position) AS list
        FROM product_links WHERE product_id > ${after} AND product_id <= ${last} GROUP BY product_id) l
        ON l.product_id = p.id
      WHERE p.id > ${after} AND p.id <= ${last}`,
  );
  const shared = (environment: string): string => {
    const known = environments.get(environment);
    if (known !== undefined) return known;
    environments.set(environment, environment);
    return environment;
  };
  return new Map(
    rows.map((row) => [Number(row.id), { packed: row.packed, environment: shared(row.environment) }]),
  );
}

/** The detail parts of a `loadDetailTexts` text; a new object per call, the caller's to use. */
export function unpackDetailParts(texts: DetailTexts): StoredProduct {
  const [columns, relations, images, links] = JSON.parse(texts.packed) as Packed;
  const ofKind = (kind: string) => (relations ?? []).filter(([k]) => k === kind).map(([, id]) => id);
  return {
    row: {
      deviceTypes: columns[0],
      unspscCode: columns[1],
      ceClass: columns[2],
      ifuPartNumber: columns[3],
      piecesPerPackingUnit: columns[4],
      packagesPerDeliveryUnit: columns[5],
      shelfLifeMonths: columns[6],
      countryOfOrigin: columns[7],
      sterile: columns[8],
      maxReprocessingCycles: columns[9],
      documentType: columns[10],
      environment: JSON.parse(texts.environment) as EnvironmentalConditions,
    },
    variants: ofKind("VARIANT"),
    alternatives: ofKind("ALTERNATIVE"),
    related: ofKind("RELATED"),
    images: (images ?? []).map(([imageId, imageCategory]) => ({ imageId, imageCategory })),
    links: (links ?? []).map(([groupType, title, url]) => ({ groupType, title, url })),
  };
}
