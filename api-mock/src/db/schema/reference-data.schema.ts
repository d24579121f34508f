import type { LanguageCode, OrganizationRole } from "@catalogue/core/model";
import { boolean, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";

// Core spec 3: the reference data every screen reads (languages, countries with subregions, currencies, functions,
// companies, app info). Ids are the seed's numeric ids: these records are public, so counters are fine here.

/** Core spec 3: a language of the interface (shortcut and native name). */
export const languages = pgTable("languages", {
  shortcut: text().$type<LanguageCode>().primaryKey(),
  name: text().notNull(),
});

/** Core spec 3 / 9: a subregion grouping countries; it must hold at least one country. */
export const subregions = pgTable("subregions", {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

/** Core spec 3 / 9: a currency (ISO 4217 title) with its fixed rate, 1 EUR = eurRate units. */
export const currencies = pgTable("currencies", {
  id: integer().primaryKey(),
  title: text().notNull().unique(),
  currencyName: text("currency_name").notNull(),
  eurRate: numeric("eur_rate", { precision: 18, scale: 6, mode: "number" }).notNull(),
});

/** Core spec 3 ("Countries for SCP"): a country, its subregion, its currency and whether partners may pick it. */
export const countries = pgTable("countries", {
  id: integer().primaryKey(),
  shortcut: text().notNull().unique(),
  name: text().notNull(),
  subregionId: integer("subregion_id")
    .notNull()
    .references(() => subregions.id),
  currencyId: integer("currency_id")
    .notNull()
    .references(() => currencies.id),
  availableForScp: boolean("available_for_scp").notNull(),
  hasProductData: boolean("has_product_data").notNull(),
});

/** Core spec 1: an organisation function (value and English name). */
export const organizationRoles = pgTable("organization_roles", {
  value: text().$type<OrganizationRole>().primaryKey(),
  name: text().notNull(),
});

/** Core spec 3 (user.company): a customer or partner company. */
export const companies = pgTable("companies", {
  id: integer().primaryKey(),
  name: text().notNull(),
  countryId: integer("country_id").references(() => countries.id),
});

/** Core spec 3: the app info links; one row (id 1). */
export const appInfo = pgTable("app_info", {
  id: integer().primaryKey(),
  privacyPolicyWeb: text("privacy_policy_web").notNull(),
  legalNotices: text("legal_notices").notNull(),
  providerIdentification: text("provider_identification").notNull(),
  instructionForUseWeb: text("instruction_for_use_web").notNull(),
});

/** Supplement "Filter and device-group trees": each tree stored whole, as it is always read whole. */
export const filterTrees = pgTable("filter_trees", {
  name: text().primaryKey(),
  tree: jsonb().notNull(),
});
