import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { GroupCommit } from "../../db/group-commit";
import { favoriteProducts } from "../../db/schema/index";
import { FavoriteClock, type FavoriteWrite, netEffect } from "./favorite-writes";

/**
 * Supplement 7 (favourites): each user's favourite product ids, read from the database once per user and kept
 * in memory afterwards, so that search cards can say `isFavorite` without a query per request. Marks and
 * unmarks that arrive together are committed together (`GroupCommit`); the kept sets change only after the
 * database did, in the order the writes were asked for.
 */
export class FavoritesService {
  private readonly byUser = new Map<number, Promise<Set<number>>>();
  private readonly clock = new FavoriteClock();
  private readonly writes = new GroupCommit<FavoriteWrite>(
    (batch) => this.commit(batch),
    (write) => this.commit([write]),
  );

  constructor(private readonly db: Db) {}

  /** The user's favourite ids in the order they were added. */
  ids(userId: number): Promise<Set<number>> {
    let ids = this.byUser.get(userId);
    if (!ids) {
      ids = this.load(userId).catch((error: unknown) => {
        this.byUser.delete(userId);
        throw error;
      });
      this.byUser.set(userId, ids);
    }
    return ids;
  }

  /** Supplement 7 (POST favourite): marks a product; marking it again changes nothing. */
  async add(userId: number, productId: number): Promise<void> {
    const ids = await this.ids(userId);
    await this.writes.submit({ userId, productId, favorite: true, at: this.clock.next() });
    ids.add(productId);
  }

  /** Supplement 7 (DELETE favourite): unmarks a product; unmarking one that is not marked changes nothing. */
  async remove(userId: number, productId: number): Promise<void> {
    const ids = await this.ids(userId);
    await this.writes.submit({ userId, productId, favorite: false, at: this.clock.next() });
    ids.delete(productId);
  }

  /** Forgets every cached set (after a reseed). */
  invalidate(): void {
    this.byUser.clear();
  }

  /** One delete and one insert for the whole batch; in a transaction only when both are needed. */
  private async commit(batch: readonly FavoriteWrite[]): Promise<void> {
    const { removes, adds } = netEffect(batch);
    const run = async (db: Pick<Db, "delete" | "insert">) => {
      if (removes.length > 0) {
        await db
          .delete(favoriteProducts)
          .where(
            or(
              ...removes.map((write) =>
                and(
                  eq(favoriteProducts.userId, write.userId),
                  eq(favoriteProducts.productId, write.productId),
                ),
              ),
            ),
          );
      }
      if (adds.length > 0) {
        const rows = adds.map((write) => ({
          userId: write.userId,
          productId: write.productId,
          createdAt: sql`${write.at}::timestamptz`,
        }));
        await db.insert(favoriteProducts).values(rows).onConflictDoNothing();
      }
    };
    if (removes.length > 0 && adds.length > 0) await this.db.transaction((tx) => run(tx));
    else await run(this.db);
  }

  private async load(userId: number): Promise<Set<number>> {
    const rows = await this.db
      .select({ productId: favoriteProducts.productId })
      .from(favoriteProducts)
      .where(eq(favoriteProducts.userId, userId))
      .orderBy(favoriteProducts.createdAt);
    return new Set(rows.map((row) => row.productId));
  }
}
