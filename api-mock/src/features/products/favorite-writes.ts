/** Supplement 7 (favourites): one user's mark or unmark of one product, stamped when it was asked for. */
export interface FavoriteWrite {
  userId: number;
  productId: number;
  favorite: boolean;
  /** When the write was submitted (`FavoriteClock`): the row's `created_at` if this write adds it. */
  at: string;
}

/**
 * What a batch of favourite writes does to the table, as one delete and one insert: the same rows, with the same
 * `created_at`, as applying the writes one after another (insert ON CONFLICT DO NOTHING, delete). `removes`
 * holds each pair unmarked anywhere in the batch; `adds` each pair marked after its last unmark (or marked with
 * no unmark at all), stamped with the first such mark, in the order of those marks. Deleting `removes` and then
 * inserting `adds` (ON CONFLICT DO NOTHING) gives the sequential outcome: a pair only ever marked keeps its old
 * row, as repeated marks do.
 */
export function netEffect(writes: readonly FavoriteWrite[]): {
  removes: FavoriteWrite[];
  adds: FavoriteWrite[];
} {
  const removed = new Map<string, FavoriteWrite>();
  const added = new Map<string, FavoriteWrite>();
  for (const write of writes) {
    const key = `${write.userId}:${write.productId}`;
    if (!write.favorite) {
      removed.set(key, write);
      added.delete(key);
    } else if (!added.has(key)) {
      added.set(key, write);
    }
  }
  // A Map iterates in first-insertion order, and an unmark deletes the entry, so this is the order of the marks.
  return { removes: [...removed.values()], adds: [...added.values()] };
}

/**
 * Supplement 7 (favourites are listed in the order they were added): `created_at` for new favourites, strictly
 * increasing within this process. The database's `now()` ticks in whole milliseconds on PGlite, so two marks in
 * one millisecond, frequent for a script or a batch, would tie and could come back in either order.
 */
export class FavoriteClock {
  private lastMicros = 0;

  constructor(private readonly nowMs: () => number = Date.now) {}

  /** An ISO timestamp with microseconds, later than every one this clock gave before. */
  next(): string {
    const micros = Math.max(Math.floor(this.nowMs() * 1000), this.lastMicros + 1);
    this.lastMicros = micros;
    const iso = new Date(Math.floor(micros / 1000)).toISOString();
    return `${iso.slice(0, -1)}${String(micros % 1000).padStart(3, "0")}Z`;
  }
}
