/** The deterministic seed of api-mock (catalogue, reference data, demo users) and its images. */

export { COUNTRIES, SUBREGIONS } from "./countries.data";
export { CURRENCIES } from "./currencies.data";
export { DEMO_USER_LIST, DEMO_USERS, INTERNAL_DOMAIN, PARTNER_DOMAIN } from "./demo-users";
export { DEVICE_GROUP_TREE } from "./device-group-tree";
export { SHOWCASE_STATUSES } from "./generate-product-countries";
export {
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
  GENERATED_USER_COUNT,
  generateSeed,
} from "./generate-seed";
export { PRODUCT_CLUSTER_TREE } from "./product-cluster-tree";
export { APP_INFO, COMPANIES, LANGUAGE_ROWS, ORGANIZATION_ROLE_ROWS } from "./reference-data";
export { MAX_SEED_PRODUCTS, seedOptionsFromEnv } from "./seed-options-from-env";
export type {
  AppInfoRow,
  CompanyRow,
  CountryRow,
  CurrencyRow,
  DemoUser,
  EnvironmentalConditions,
  EnvironmentRange,
  LanguageRow,
  OrganizationRoleRow,
  ProductCountryRow,
  ProductImage,
  ProductLink,
  ProductLinkGroup,
  ProductRow,
  ProductVideo,
  SeedData,
  SeedOptions,
  SubregionRow,
  TreeNode,
  UserRoleRow,
  UserRow,
} from "./seed-types";
export { leavesOf, nodesOf, TREE_LABEL_NAMESPACE } from "./tree-builder";
