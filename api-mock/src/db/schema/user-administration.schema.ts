import type { Role } from "@catalogue/core/model";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.schema";

// A role change of a user, shown in the role-change popup (core spec 4.5).

/** Core spec 3 RoleChangeInfo: one change of a user's roles. */
export const userRoleChanges = pgTable(
  "user_role_changes",
  {
    id: serial().primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    changedBy: bigint("changed_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    firstPriceAccess: boolean("first_price_access").notNull(),
    read: boolean().notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index("user_role_changes_user_created").on(table.userId, table.createdAt.desc())],
);

/** Core spec 3 RoleChangeElement: a role in one country after the change (country name as then shown). */
export const userRoleChangeElements = pgTable(
  "user_role_change_elements",
  {
    id: serial().primaryKey(),
    roleChangeId: integer("role_change_id")
      .notNull()
      .references(() => userRoleChanges.id, { onDelete: "cascade" }),
    role: text().$type<Role>().notNull(),
    countryName: text("country_name").notNull(),
  },
  (table) => [index("user_role_change_elements_change").on(table.roleChangeId)],
);
