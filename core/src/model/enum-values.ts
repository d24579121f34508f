// The values of the enumerations a command line offers, as plain lists: the admin CLI builds its --help and
// completions from them without loading zod (its start time); the zod enums of the model are made from the same
// lists, so they are named once.

/** Core spec 4.1: the roles (ROOT and SYSTEM are labels, FIREBASE a technical value). */
export const ROLE_VALUES = [
  "ADMIN",
  "KEY_USER",
  "ADVANCED_USER_PLUS",
  "ADVANCED_USER",
  "BASIC_USER_PLUS",
  "BASIC_USER",
  "SALES_CHANNEL_PARTNER",
  "ROOT",
  "SYSTEM",
  "FIREBASE",
] as const;

/** Core spec 5 "Users and roles": the roles an admin may assign per country (labels and technical roles excluded). */
export const ASSIGNABLE_ROLE_VALUES = [
  "KEY_USER",
  "ADVANCED_USER_PLUS",
  "ADVANCED_USER",
  "BASIC_USER_PLUS",
  "BASIC_USER",
] as const satisfies readonly (typeof ROLE_VALUES)[number][];

/** Supplement 4: the organisation functions. */
export const ORGANIZATION_ROLE_VALUES = [
  "ACADEMY",
  "BACKOFFICE",
  "BU_HCA",
  "MARKETING",
  "OTHER",
  "SALES_REPRESENTATIVE",
  "SERVICE",
] as const;

/** Core spec 4.8: the status a custom availability indicator shows (WARNING means limited availability). */
export const CUSTOM_STATUS_VALUES = ["AVAILABLE", "NOT_AVAILABLE", "WARNING"] as const;

/** Supplement 7: the import tables, in the order a full synchronisation runs them. */
export const IMPORT_TABLE_VALUES = ["products", "prices", "stock", "phase-out", "market-clearance"] as const;
