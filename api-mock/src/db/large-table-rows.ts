import type { PgTable } from "drizzle-orm/pg-core";
import type { SeedBatch } from "../seed/generate-seed";
import type { ProductRow, SeedData } from "../seed/seed-types";
import { COPY_CHUNK } from "./copy-rows";
import {
  DEFAULT_COUNTRY_ID,
  productCountries,
  productImages,
  productLinks,
  productRelations,
  products,
} from "./schema/index";

/** Rows of one table, in the order they are written. */
export interface TableRows {
  table: PgTable;
  rows: readonly Record<string, unknown>[];
}

const rowsOf = <Table extends PgTable>(table: Table, rows: readonly Table["$inferInsert"][]): TableRows => ({
  table,
  rows,
});

/** Products per slice of their child rows (images, links, relations): about `COPY_CHUNK` rows of each. */
const PRODUCT_SLICE = COPY_CHUNK / 5;

/**
 * The seed's large tables as they are written (architecture 3, seed/): each batch's products and country rows,
 * then the products' child rows a slice at a time (they need all products: see `productBatches`), so that each
 * slice's row objects die young: built for all products at once, they outlived many minor collections and were
 * copied into the old generation.
 */
export function* largeTableRows(batches: Iterator<SeedBatch, ProductRow[]>): Generator<TableRows> {
  let next = batches.next();
  for (; !next.done; next = batches.next()) {
    yield rowsOf(products, next.value.products);
    const rows = next.value.productCountries;
    for (let start = 0; start < rows.length; start += COPY_CHUNK) {
      yield rowsOf(
        productCountries,
        rows
          .slice(start, start + COPY_CHUNK)
          .map((row) => ({ ...row, countryId: row.countryId ?? DEFAULT_COUNTRY_ID })),
      );
    }
  }
  const all = next.value;
  for (let start = 0; start < all.length; start += PRODUCT_SLICE) {
    const children = productChildren(all.slice(start, start + PRODUCT_SLICE));
    yield rowsOf(productRelations, children.relations);
    yield rowsOf(productImages, children.images);
    yield rowsOf(productLinks, children.links);
  }
}

/** A generated seed's catalogue as one batch, for `largeTableRows`. */
export function* batchesOf(seed: SeedData): Generator<SeedBatch, ProductRow[]> {
  yield { products: seed.products, productCountries: seed.productCountries };
  return seed.products;
}

function productChildren(products: SeedData["products"]) {
  const relations = products.flatMap((product) => [
    ...product.variantProductIds.map((id, position) => relation(product.id, "VARIANT", id, position)),
    ...product.alternativeProductIds.map((id, position) => relation(product.id, "ALTERNATIVE", id, position)),
    ...product.relatedProductIds.map((id, position) => relation(product.id, "RELATED", id, position)),
  ]);
  const images = products.flatMap((product) =>
    product.images.map((image, position) => ({ productId: product.id, position, ...image })),
  );
  const links = products.flatMap((product) =>
    [
      ...product.linkGroups.flatMap((group) =>
        group.links.map((link) => ({ groupType: group.type, ...link })),
      ),
      ...product.videos.map((video) => ({ groupType: "VIDEO" as const, ...video })),
    ].map((link, position) => ({ productId: product.id, position, ...link })),
  );
  return { relations, images, links };
}

function relation(productId: number, kind: string, relatedProductId: number, position: number) {
  return { productId, kind, relatedProductId, position };
}
