import type { LanguageCode, OrganizationRole, Role, ScpStatus, Separator } from "@catalogue/core/model";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, countries, currencies, languages } from "./reference-data.schema";

// Core spec 3 and 7: users with their roles per country, sessions, one-time login codes, consents and the mail
// outbox. User ids are random integers below 2^48 (not counters, so not guessable; still the model's integer Id).
// Columns holding a value of one of core's enums carry its type: what is written is checked, what is read needs
// no cast.

/** How a user is stored: staff, or a sales channel partner (the API calls them EXTERNAL). */
export type StoredUserType = "INTERNAL" | "PARTNER";

/** Core spec 3: a user's profile and settings. `version` guards concurrent edits (core spec 8, 428). */
export const users = pgTable("users", {
  id: bigint({ mode: "number" }).primaryKey(),
  username: text().notNull().unique(),
  email: text().notNull().unique(),
  name: text().notNull(),
  surname: text().notNull(),
  role: text().$type<Role>().notNull(),
  userType: text("user_type").$type<StoredUserType>().notNull(),
  countryId: integer("country_id").references(() => countries.id),
  currencyId: integer("currency_id").references(() => currencies.id),
  languageShortcut: text("language_shortcut")
    .$type<LanguageCode>()
    .notNull()
    .references(() => languages.shortcut),
  organizationRole: text("organization_role").$type<OrganizationRole>(),
  companyId: integer("company_id").references(() => companies.id),
  scpStatus: text("scp_status").$type<ScpStatus>(),
  enabled: boolean().notNull(),
  admin: boolean().notNull(),
  separator: text().$type<Separator>().notNull(),
  showPrices: boolean("show_prices").notNull(),
  showAvailability: boolean("show_availability").notNull(),
  phaseOutCheck: boolean("phase_out_check").notNull(),
  clearanceCheck: boolean("clearance_check").notNull(),
  hideWithoutMarketClearance: boolean("hide_without_market_clearance").notNull(),
  updatedCountryShareNotification: boolean("updated_country_share_notification").notNull(),
  sharedProductListNotification: boolean("shared_product_list_notification").notNull(),
  salesOrganisation: text("sales_organisation"),
  /** True for the fixed demo accounts of the identity page. */
  demo: boolean().notNull().default(false),
  firstLoginAt: timestamp("first_login_at", { withTimezone: true }),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
  version: integer().notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Migration 0040: the country of a partner's company (supplement 7, origin-scp-country). */
  originScpCountryId: integer("origin_scp_country_id").references(() => countries.id),
});

/** Core spec 6: a role held in one country; a null country means every country. */
export const userRoles = pgTable("user_roles", {
  id: uuid().primaryKey().defaultRandom(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  role: text().$type<Role>().notNull(),
  countryId: integer("country_id").references(() => countries.id),
});

/** Core spec 7: a login session. The client holds only a signed reference to `id`. */
export const sessions = pgTable("sessions", {
  id: text().primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/** Core spec 7: a one-time login code from the identity page, stored as a hash, single use, short-lived. */
export const loginCodes = pgTable("login_codes", {
  codeHash: text("code_hash").primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Core spec 4.6 / supplement 7: a stored consent decision (null accepted = undecided). */
export const consents = pgTable(
  "consents",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    consentType: text("consent_type").notNull(),
    accepted: boolean(),
    seen: boolean().notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.consentType] })],
);

/** Architecture 3 (mail/): an outbound mail kept in the database when no SMTP server is configured. */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid().primaryKey().defaultRandom(),
  recipient: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  /** Attachments as { filename, contentType, contentBase64 }. */
  attachments: jsonb().$type<StoredAttachment[]>().notNull().default([]),
});

/** An attachment as the outbox stores it. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}
