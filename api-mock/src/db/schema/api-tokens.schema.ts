import { bigint, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A personal API token: its SHA-256 only, its name, and when it was made, last used and revoked. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial().primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
  },
  (table) => [index("api_tokens_user").on(table.userId, table.createdAt)],
);
