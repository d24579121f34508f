import type { AvailabilityIndicatorScope, CustomStatusValue } from "@catalogue/core/model";
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./products.schema";
import { countries, subregions } from "./reference-data.schema";
import { users } from "./users.schema";

// What users keep and say about products (migration 0002), and custom availability (migration 0003).

/** Supplement 7 (favourites): a product a user marked as favourite. */
export const favoriteProducts = pgTable(
  "favorite_products",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/** Supplement 2 / 7 (report a data issue): a user's report on a product's data, mailed to the data team. */
export const productReports = pgTable("product_reports", {
  id: uuid().primaryKey().defaultRandom(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  message: text().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});

/** Core spec 3 / 4.8: a custom availability indicator of a product, global, per subregion or per country. */
export const availabilityIndicators = pgTable(
  "availability_indicators",
  {
    id: serial().primaryKey(),
    partNumber: text("part_number").notNull(),
    scope: text().$type<AvailabilityIndicatorScope>().notNull(),
    status: text().$type<CustomStatusValue>().notNull(),
    description: text().notNull(),
    link: text(),
    criticalQuantity: integer("critical_quantity"),
    countryId: integer("country_id").references(() => countries.id, { onDelete: "cascade" }),
    subregionId: integer("subregion_id").references(() => subregions.id, { onDelete: "cascade" }),
  },
  (table) => [index("availability_indicators_part_number").on(table.partNumber)],
);
