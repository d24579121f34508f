import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { apiTokens, users } from "../../db/schema/index";
import type { UserRecord } from "../profile/user-record";

/** A stored token as the list shows it (never its hash). */
export interface StoredApiToken {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const listColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

/** The SQL of personal API tokens. */
export class ApiTokensRepository {
  constructor(private readonly db: Db) {}

  async insert(userId: number, name: string, tokenHash: string, now: Date): Promise<StoredApiToken> {
    const [row] = await this.db
      .insert(apiTokens)
      .values({ userId, name, tokenHash, createdAt: now })
      .returning(listColumns);
    if (!row) throw new Error("the API token was not stored");
    return row;
  }

  /** The user's tokens that are not revoked, newest first. */
  async list(userId: number): Promise<StoredApiToken[]> {
    return this.db
      .select(listColumns)
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  }

  /** Revokes one of the user's live tokens; false when there is none with this id (or it is someone else's). */
  async revoke(userId: number, id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    return rows.length > 0;
  }

  /** The live token with this hash and its whole user row. */
  async findLive(
    tokenHash: string,
  ): Promise<{ id: number; lastUsedAt: Date | null; user: UserRecord } | undefined> {
    const [row] = await this.db
      .select({ id: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt, user: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)));
    return row;
  }

  async recordUse(id: number, now: Date): Promise<void> {
    await this.db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id));
  }
}
