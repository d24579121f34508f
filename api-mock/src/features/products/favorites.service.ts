import { and, eq, or, sql } from "drizzle-orm";
import type { ChangeNotifications } from "../../db/change-notifications";
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

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeNotifications,
  ) {}

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

  /** Forgets one user's set (another process changed it); the next read loads it again. */
  forget(userId: number): void {
    this.byUser.delete(userId);
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
    // This process updates its own sets in place once the batch committed (`add`, `remove`); the other
    // processes are told inside the batch's transaction, so they forget exactly these users' sets.
    const changed = [...new Set(batch.map((write) => write.userId))].map(
      (userId) => ({ kind: "favorites", userId }) as const,
    );
    if (this.changes.shared)
      await this.db.transaction(async (tx) => {
        await run(tx);
        await this.changes.announce(tx, ...changed);
      });
    else if (removes.length > 0 && adds.length > 0) await this.db.transaction((tx) => run(tx));
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
