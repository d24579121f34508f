/** The one database schema, for PGlite and PostgreSQL alike (architecture 3, db/). */

export { apiTokens } from "./api-tokens.schema";
export { availabilityIndicators, favoriteProducts, productReports } from "./catalogue.schema";
export { listOpenMarks } from "./list-open-marks.schema";
export { notifications } from "./notifications.schema";
export {
  emailHistory,
  exportLinks,
  listElements,
  listMails,
  listPins,
  listRecipients,
  listShareCountries,
  listShareSubregions,
  productLists,
} from "./product-lists.schema";
export {
  DEFAULT_COUNTRY_ID,
  productCountries,
  productImages,
  productLinks,
  productRelations,
  products,
  type StoredLinkGroup,
} from "./products.schema";
export {
  appInfo,
  companies,
  countries,
  currencies,
  filterTrees,
  languages,
  organizationRoles,
  subregions,
} from "./reference-data.schema";
export { fcmRegistrations, productSortings } from "./sorting-and-push.schema";
export { tableImportNights, tableImportRuns, tableImports } from "./table-imports.schema";
export { userRoleChangeElements, userRoleChanges } from "./user-administration.schema";
export { consents, loginCodes, mailOutbox, sessions, userRoles, users } from "./users.schema";
