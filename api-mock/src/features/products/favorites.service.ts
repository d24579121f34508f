import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { favoriteProducts } from "../../db/schema/index";

/**
 * Supplement 7 (favourites): each user's favourite product ids, read from the database once per user and kept
 * in memory afterwards, so that search cards can say `isFavorite` without a query per request.
 */
export class FavoritesService {
  private readonly byUser = new Map<number, Promise<Set<number>>>();

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
    await this.db.insert(favoriteProducts).values({ userId, productId }).onConflictDoNothing();
    ids.add(productId);
  }

  /** Supplement 7 (DELETE favourite): unmarks a product; unmarking one that is not marked changes nothing. */
  async remove(userId: number, productId: number): Promise<void> {
    const ids = await this.ids(userId);
    await this.db
      .delete(favoriteProducts)
      .where(and(eq(favoriteProducts.userId, userId), eq(favoriteProducts.productId, productId)));
    ids.delete(productId);
  }

  /** Forgets every cached set (after a reseed). */
  invalidate(): void {
    this.byUser.clear();
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
