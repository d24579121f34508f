import type { ProductGridSort } from "@catalogue/core/model";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userRef = () =>
  bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Supplement 7 (v3 /products/sorting): the grid sort a user chose; no row means the default sort. */
export const productSortings = pgTable("product_sortings", {
  userId: userRef().primaryKey(),
  sort: text().$type<ProductGridSort>().notNull(),
  updatedAt: at("updated_at").notNull(),
});

/** Supplement 7 (POST /user/fcm-registration-id): one device's push registration and the user it belongs to. */
export const fcmRegistrations = pgTable(
  "fcm_registrations",
  {
    registrationId: text("registration_id").primaryKey(),
    userId: userRef(),
    registeredAt: at("registered_at").notNull(),
  },
  (table) => [index("fcm_registrations_user").on(table.userId)],
);
