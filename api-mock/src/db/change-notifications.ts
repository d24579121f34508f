import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, Db, Tx } from "./database";

/**
 * What changed in the database, as far as a process's in-memory copies of it care (architecture 3: hot reads
 * are served from memory). Each kind names the source, not the caches: which caches a kind refreshes is declared
 * once, in `Refreshers`.
 */
export type Change =
  /** Products and their tables (an import): the catalogue, its search index, cards and detail parts. */
  | { kind: "catalogue" }
  /** The custom availability indicators. */
  | { kind: "indicators" }
  /** A user row, the user's roles, or all of the user's sessions. */
  | { kind: "user"; userId: number }
  /** One session ended (sign-out); `idHash` is the stored hash of its id, never the id itself. */
  | { kind: "session"; idHash: string }
  /** A user's favourite products. */
  | { kind: "favorites"; userId: number }
  /** Countries, currencies, companies and the other reference tables. */
  | { kind: "reference-data" }
  /** Anything at all (a reseed, or notifications that may have been missed). */
  | { kind: "everything" };

export type ChangeKind = Change["kind"];

/**
 * What each kind of change refreshes in this process. One entry per kind is required by the type, so a new kind
 * cannot be left without one; a new cache adds its refresh to the kinds whose source it copies. The same entry
 * runs for a change made here (after its commit) and for one another process announced.
 */
export type Refreshers = {
  [K in ChangeKind]: (change: Extract<Change, { kind: K }>) => void | Promise<void>;
};

/** The one PostgreSQL channel every change is announced on (one per schema, see `schemaChannel`). */
export const CHANGE_CHANNEL = "catalogue_changes";

/** A change as it travels: which process announced it, and the change. */
interface Envelope {
  origin: string;
  change: Change;
}

/**
 * Keeps the in-memory copies of several processes on one PostgreSQL database current: a write announces what
 * it changed with `pg_notify` inside its own transaction (PostgreSQL delivers it at commit and never after a
 * rollback), every process listens on `CHANGE_CHANNEL` and runs the change's refresher. The writing process
 * refreshes its own copies itself right after the commit (so its next request already sees the write) and skips
 * its own notifications. On PGlite there is one process only: nothing is announced and nobody listens, and a
 * write refreshes exactly as before.
 */
export class ChangeNotifications {
  /** Tells this process's notifications from the others'. */
  readonly origin = randomBytes(8).toString("hex");
  private refreshers: Refreshers | undefined;
  /** Told when a refresh for another process's change failed (the server logs it). */
  private onFailure: (change: Change, error: unknown) => void = () => undefined;
  /** Refreshes running because of notifications, per change, and whether another is due after them. */
  private readonly running = new Map<string, { again: boolean }>();

  constructor(private readonly database: Pick<Database, "db" | "listen">) {}

  /** Whether changes travel to other processes (PostgreSQL) or stay here (PGlite). */
  get shared(): boolean {
    return this.database.listen !== undefined;
  }

  /** Sets what each change refreshes; once, after the services owning the caches exist. */
  refreshWith(refreshers: Refreshers): void {
    this.refreshers = refreshers;
  }

  /**
   * Announces `changes` to the other processes, inside the writing transaction `tx` (one statement for all).
   * Outside a transaction (`tx` being the pool) it is sent at once: call it right after the write it describes.
   */
  async announce(tx: Pick<Db, "execute">, ...changes: Change[]): Promise<void> {
    if (!this.shared || changes.length === 0) return;
    const payloads = changes.map((change) =>
      JSON.stringify({ origin: this.origin, change } satisfies Envelope),
    );
    // As one JSON text: drizzle would spread a bound array into one parameter per element. The channel is the
    // schema's (see `schemaChannel`).
    await tx.execute(
      sql`SELECT pg_notify(${CHANGE_CHANNEL} || ':' || current_schema(), payload)
        FROM json_array_elements_text(${JSON.stringify(payloads)}::json) AS payload`,
    );
  }

  /** Refreshes this process's copies after `change` committed (the same refresher a notification runs). */
  async refresh(change: Change): Promise<void> {
    if (!this.refreshers) throw new Error("ChangeNotifications.refreshWith was not called");
    const refresh = this.refreshers[change.kind] as (change: Change) => void | Promise<void>;
    await refresh(change);
  }

  /**
   * One transaction that says what it changed: `changed` announces inside it, and once it has committed this
   * process refreshes (a rolled-back one refreshes nothing, as nothing was delivered).
   */
  async transaction<T>(work: (tx: Tx, changed: (change: Change) => Promise<void>) => Promise<T>): Promise<T> {
    const changes: Change[] = [];
    const result = await this.database.db.transaction((tx) =>
      work(tx, async (change) => {
        changes.push(change);
        await this.announce(tx, change);
      }),
    );
    for (const change of changes) await this.refresh(change);
    return result;
  }

  /**
   * After a write of one statement (its own transaction, committed by now): announces and refreshes. Used where
   * the write is a single statement; a crash between the two leaves other processes' copies stale until their
   * own checks expire (sessions are confirmed again after `SESSION_RECHECK_MS`).
   */
  async committed(change: Change): Promise<void> {
    await this.announce(this.database.db, change);
    await this.refresh(change);
  }

  /**
   * Starts listening for other processes' changes (PostgreSQL only); resolves once it listens. After a lost
   * connection is back, the changes announced meanwhile are lost for good, so everything is refreshed.
   * `onFailure` hears of a refresh that failed.
   */
  async start(onFailure?: (change: Change, error: unknown) => void): Promise<void> {
    if (onFailure) this.onFailure = onFailure;
    await this.database.listen?.(
      CHANGE_CHANNEL,
      {
        onPayload: (payload) => this.received(payload),
        onResumed: () => this.refreshFromElsewhere({ kind: "everything" }),
      },
      `catalogue-listen-${this.origin}`,
    );
  }

  private received(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === this.origin || !this.refreshers?.[envelope.change?.kind]) return;
    this.refreshFromElsewhere(envelope.change);
  }

  /**
   * Runs a notified change's refresh; the same change arriving while it runs (an import commits table by table)
   * runs it once more afterwards, not once per notification, and never two at once. A refresh that fails (the
   * database gone for a moment) leaves the copy as it was until the next change or reconnection, and is reported.
   */
  private refreshFromElsewhere(change: Change): void {
    const key = JSON.stringify(change);
    const running = this.running.get(key);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.running.set(key, state);
    const run = async (): Promise<void> => {
      do {
        state.again = false;
        await this.refresh(change).catch((error: unknown) => this.onFailure(change, error));
      } while (state.again);
      this.running.delete(key);
    };
    void run();
  }
}
