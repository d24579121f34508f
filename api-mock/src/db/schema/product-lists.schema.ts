import type { ExportFormat } from "@catalogue/core/api";
import type { ListSortingType, ProductListType } from "@catalogue/core/model";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./products.schema";
import { countries, currencies, subregions } from "./reference-data.schema";
import { users } from "./users.schema";

// Product lists of every type, their elements, pins, share targets, recipients,
// e-mail history and export links.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`);
const userRef = (name: string) =>
  bigint(name, { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Core spec 3: a product list (personal, countryShare, privateShare or draft); `version` guards edits (428). */
export const productLists = pgTable(
  "product_lists",
  {
    id: serial().primaryKey(),
    type: text().$type<ProductListType>().notNull(),
    ownerId: userRef("owner_id"),
    title: text().notNull(),
    description: text(),
    note: text(),
    countryId: integer("country_id").references(() => countries.id),
    currencyId: integer("currency_id")
      .notNull()
      .references(() => currencies.id),
    defaultList: boolean("default_list").notNull().default(false),
    sortingType: text("sorting_type").$type<ListSortingType>().notNull().default("CREATED_AT"),
    sourceListId: integer("source_list_id"),
    /** Migration 0011: the other country's list a draft copy was made from (supplement 4). */
    copiedFromListId: integer("copied_from_list_id"),
    lastEditorId: bigint("last_editor_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    lastUpdatedAt: timestamp("last_updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex("product_lists_one_default").on(table.ownerId).where(sql`default_list`),
    index("product_lists_owner_type").on(table.ownerId, table.type),
    uniqueIndex("product_lists_one_draft").on(table.sourceListId).where(sql`type = 'draft'`),
    uniqueIndex("product_lists_one_draft_copy")
      .on(table.copiedFromListId, table.countryId)
      .where(sql`type = 'draft'`),
  ],
);

/** Core spec 3: one product on a list; (list, product) is unique, so a list never holds a product twice. */
export const listElements = pgTable(
  "list_elements",
  {
    id: serial().primaryKey(),
    listId: integer("list_id")
      .notNull()
      .references(() => productLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    crp: numeric({ precision: 14, scale: 2, mode: "number" }),
    discount: numeric({ precision: 5, scale: 2, mode: "number" }),
    sortOrder: integer("sort_order").notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.listId, table.productId)],
);

const listRef = () =>
  integer("list_id")
    .notNull()
    .references(() => productLists.id, { onDelete: "cascade" });

/** Core spec 4.7: a list pinned by one user. */
export const listPins = pgTable(
  "list_pins",
  { userId: userRef("user_id"), listId: listRef(), createdAt: createdAt() },
  (table) => [primaryKey({ columns: [table.userId, table.listId] })],
);

/** Supplement 7: a country a country share goes to. */
export const listShareCountries = pgTable(
  "list_share_countries",
  {
    listId: listRef(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
  },
  (table) => [primaryKey({ columns: [table.listId, table.countryId] })],
);

/** Supplement 7: a subregion a country share goes to. */
export const listShareSubregions = pgTable(
  "list_share_subregions",
  {
    listId: listRef(),
    subregionId: integer("subregion_id")
      .notNull()
      .references(() => subregions.id),
  },
  (table) => [primaryKey({ columns: [table.listId, table.subregionId] })],
);

/** Supplement 7: a user a private share goes to. */
export const listRecipients = pgTable(
  "list_recipients",
  { listId: listRef(), userId: userRef("user_id"), unread: boolean().notNull().default(true) },
  (table) => [primaryKey({ columns: [table.listId, table.userId] })],
);

/** Supplement 3: an address a user mailed a list to (lower-case, once). */
export const emailHistory = pgTable(
  "email_history",
  {
    userId: userRef("user_id"),
    email: text().notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.email] })],
);

/** Supplement 7 (pdf-link, xlsx-link): a single-use expiring download, stored by the hash of its token. */
export const exportLinks = pgTable("export_links", {
  tokenHash: text("token_hash").primaryKey(),
  userId: userRef("user_id"),
  listId: listRef(),
  format: text().$type<ExportFormat>().notNull(),
  includeFinancial: boolean("include_financial").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Supplement 7 (send-email): one mailing of a list: who sent it, to whom, when and in which format. */
export const listMails = pgTable(
  "list_mails",
  {
    id: serial().primaryKey(),
    listId: listRef(),
    senderId: userRef("sender_id"),
    recipients: text().array().notNull(),
    format: text().$type<ExportFormat>().notNull(),
    includeFinancial: boolean("include_financial").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index("list_mails_list").on(table.listId, table.sentAt)],
);
