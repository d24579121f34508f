import { COUNTRIES, SUBREGIONS } from "./countries.data";
import { CURRENCIES } from "./currencies.data";
import { DEVICE_GROUP_TREE } from "./device-group-tree";
import { generateProductCountries } from "./generate-product-countries";
import { generateProducts } from "./generate-products";
import { generateUsers } from "./generate-users";
import { createRandom } from "./prng";
import { PRODUCT_CLUSTER_TREE } from "./product-cluster-tree";
import { APP_INFO, COMPANIES, LANGUAGE_ROWS, ORGANIZATION_ROLE_ROWS } from "./reference-data";
import type { SeedData, SeedOptions } from "./seed-types";

/** The default PRNG seed (env SEED). */
export const DEFAULT_SEED = 1;
/** The default number of products (env SEED_PRODUCTS). */
export const DEFAULT_PRODUCT_COUNT = 2000;
/** How many users are generated beside the demo users. */
export const GENERATED_USER_COUNT = 300;

// Each part draws from its own stream, so that changing the product count leaves the users unchanged.
const STREAM = { products: 1, productCountries: 2, users: 3 } as const;

/** The whole deterministic seed; the same options give deep-equal data on every machine. */
export function generateSeed({
  seed = DEFAULT_SEED,
  products = DEFAULT_PRODUCT_COUNT,
}: SeedOptions = {}): SeedData {
  const streamSeed = (stream: number): number => Math.imul(seed, 0x9e3779b1) + stream * 0x85ebca6b;
  const productRows = generateProducts(createRandom(streamSeed(STREAM.products)), products);
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
    ...reference,
    products: productRows,
    productCountries: generateProductCountries(
      createRandom(streamSeed(STREAM.productCountries)),
      productRows,
    ),
    users: structuredClone(generateUsers(createRandom(streamSeed(STREAM.users)), GENERATED_USER_COUNT)),
  };
}
