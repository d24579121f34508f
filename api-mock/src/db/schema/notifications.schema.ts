import type { NotificationType } from "@catalogue/core/model";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.schema";

/** Core spec 3 / 4.5 (migration 0004): one in-app notification of one user. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial().primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().$type<NotificationType>().notNull(),
    read: boolean().notNull().default(false),
    listId: integer("list_id"),
    listTitle: text("list_title"),
    listOwnerName: text("list_owner_name"),
    userRoleChangeId: integer("user_role_change_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [index("notifications_user_created").on(table.userId, table.createdAt.desc())],
);
