/**
 * Group commit. PGlite has one connection,
 * and a small write costs about 0.45 ms there at 50,000 products (a favourite's insert with its two foreign-key
 * checks), almost all of it per statement and per transaction rather than per row: ten writes in one
 * transaction cost about as much as two alone. So a write that arrives while another is being committed waits
 * for it and then goes with everything else that arrived meanwhile, as one batch.
 *
 * A write that arrives while nothing is running waits one turn of the event loop (microseconds), so a quiet
 * server adds no latency to speak of.
 * Each caller's promise settles only after the batch holding its write has committed (or failed), in the order
 * the writes were submitted. A batch that fails is tried again one write at a time, in order, so one bad write
 * fails its own caller and nobody else's.
 */
export class GroupCommit<W> {
  private queue: Pending<W>[] = [];
  private running = false;

  /**
   * @param commitBatch commits every write of the batch in one transaction, with the same outcome as
   *   committing them one after another in the given order.
   * @param commitOne commits one write in its own transaction.
   * @param maxBatch the most writes in one batch (keeps statements within the database's parameter limit).
   */
  constructor(
    private readonly commitBatch: (writes: readonly W[]) => Promise<void>,
    private readonly commitOne: (write: W) => Promise<void>,
    private readonly maxBatch = 200,
  ) {}

  /** Resolves once `write` has been committed; rejects with its own error if it could not be. */
  submit(write: W): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        // PGlite runs each statement synchronously on this thread, so requests that came in meanwhile are still
        // unread in their sockets: one turn of the event loop lets them reach `submit` and join this batch.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const batch = this.queue.splice(0, this.maxBatch);
        await this.commit(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async commit(batch: Pending<W>[]): Promise<void> {
    if (batch.length > 1) {
      try {
        await this.commitBatch(batch.map((pending) => pending.write));
        for (const pending of batch) pending.resolve();
        return;
      } catch {
        // Which write failed is unknown: the transaction rolled back, so each is tried on its own below.
      }
    }
    for (const pending of batch) {
      try {
        await this.commitOne(pending.write);
        pending.resolve();
      } catch (error) {
        pending.reject(error);
      }
    }
  }
}

interface Pending<W> {
  write: W;
  resolve: () => void;
  reject: (error: unknown) => void;
}
