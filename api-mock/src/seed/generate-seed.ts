import { COUNTRIES, SUBREGIONS } from "./countries.data";
import { CURRENCIES } from "./currencies.data";
import { DEVICE_GROUP_TREE } from "./device-group-tree";
import { productCountriesOf } from "./generate-product-countries";
import { productBatches } from "./generate-products";
import { generateUsers } from "./generate-users";
import { createRandom, type Random } from "./prng";
import { PRODUCT_CLUSTER_TREE } from "./product-cluster-tree";
import { APP_INFO, COMPANIES, LANGUAGE_ROWS, ORGANIZATION_ROLE_ROWS } from "./reference-data";
import type { ProductCountryRow, ProductRow, SeedData, SeedOptions } from "./seed-types";

/** The default PRNG seed (env SEED). */
export const DEFAULT_SEED = 1;
/** The default number of products (env SEED_PRODUCTS). */
export const DEFAULT_PRODUCT_COUNT = 2000;
/** How many users are generated beside the demo users. */
export const GENERATED_USER_COUNT = 300;

// Each part draws from its own stream, so that changing the product count leaves the users unchanged.
const STREAM = { products: 1, productCountries: 2, users: 3 } as const;

/** Some products as they are made, with their country rows. */
export interface SeedBatch {
  products: ProductRow[];
  productCountries: ProductCountryRow[];
}

/** The seed of `generateSeed` in parts: all but the catalogue at once, the catalogue batch by batch. */
export interface SeedStream {
  /** The seed without its products and country rows (those are empty). */
  rest: SeedData;
  /**
   * The products and their country rows about `batchSize` products at a time; the products' alternatives and
   * related products are filled in after the last batch (see `productBatches`). Returns all the products.
   */
  batches: Generator<SeedBatch, ProductRow[]>;
}

/** The whole deterministic seed; the same options give deep-equal data on every machine. */
export function generateSeed(options: SeedOptions = {}): SeedData {
  const { rest, batches } = generateSeedStream(options, Number.POSITIVE_INFINITY);
  const productCountries: ProductCountryRow[] = [];
  let next = batches.next();
  for (; !next.done; next = batches.next())
    for (const row of next.value.productCountries) productCountries.push(row);
  return { ...rest, products: next.value, productCountries };
}

/**
 * `generateSeed` in parts, so that the catalogue can be written while the rest of it is made (the seed worker);
 * the parts together are exactly `generateSeed`'s data.
 */
export function generateSeedStream(
  { seed = DEFAULT_SEED, products = DEFAULT_PRODUCT_COUNT }: SeedOptions,
  batchSize: number,
): SeedStream {
  const streamSeed = (stream: number): number => Math.imul(seed, 0x9e3779b1) + stream * 0x85ebca6b;
  // Copies of the shared tables, so that a caller who edits its seed cannot change the next one.
  const reference = structuredClone({
    languages: LANGUAGE_ROWS,
    subregions: SUBREGIONS,
    countries: COUNTRIES,
    currencies: CURRENCIES,
    organizationRoles: ORGANIZATION_ROLE_ROWS,
    companies: COMPANIES,
    appInfo: APP_INFO,
    deviceGroupTree: DEVICE_GROUP_TREE,
    productClusterTree: PRODUCT_CLUSTER_TREE,
  });
  return {
    rest: {
      ...reference,
      products: [],
      productCountries: [],
      users: structuredClone(generateUsers(createRandom(streamSeed(STREAM.users)), GENERATED_USER_COUNT)),
    },
    batches: catalogueBatches(
      productBatches(createRandom(streamSeed(STREAM.products)), products, batchSize),
      createRandom(streamSeed(STREAM.productCountries)),
    ),
  };
}

function* catalogueBatches(
  products: Generator<ProductRow[], ProductRow[]>,
  countryRandom: Random,
): Generator<SeedBatch, ProductRow[]> {
  let made = 0;
  for (let next = products.next(); ; next = products.next()) {
    if (next.done) return next.value;
    const productCountries = productCountriesOf(countryRandom, next.value, made);
    made += next.value.length;
    yield { products: next.value, productCountries };
  }
}
