import type { HealthFacts } from "@catalogue/core/rules/lists";
import { bigint, integer, jsonb, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { productLists } from "./product-lists.schema";
import { users } from "./users.schema";

/**
 * Core spec 4.2 (list health check): when the user last acknowledged a list, and the status facts of its products
 * then, by product id.
 */
export const listOpenMarks = pgTable(
  "list_open_marks",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listId: integer("list_id")
      .notNull()
      .references(() => productLists.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }).notNull(),
    snapshot: jsonb().$type<Record<string, HealthFacts>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listId] })],
);
