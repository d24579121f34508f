import pg from "pg";

/** The first wait before connecting again after the connection was lost; it doubles up to `MAX_RETRY_MS`. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/** What a listening process is told: a notification's payload, and that the connection was re-established. */
export interface ListenHandlers {
  onPayload(payload: string): void;
  /**
   * Called after a lost connection has been re-established and listens again. Notifications sent while it was
   * down are not delivered later (PostgreSQL queues them only for connected listeners), so whoever listens must
   * treat everything as changed.
   */
  onResumed(): void;
}

/**
 * The channel `channel` names in `schema`. Channels are shared by the whole database, so two catalogues in two
 * schemas of one database (the tests: one schema per test file) would hear each other; writers send to the same
 * name with `pg_notify(channel || ':' || current_schema(), ...)`.
 */
export function schemaChannel(channel: string, schema: string): string {
  return `${channel}:${schema}`;
}

/**
 * One PostgreSQL connection of its own (not from the pool: a pooled connection is handed to other queries and
 * its LISTEN would end with it) that listens on one channel of its schema (see `schemaChannel`) and
 * connects again, with a growing pause, whenever it is lost. `applicationName` names it in `pg_stat_activity`.
 */
export class ListenConnection {
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly options: string | undefined,
    private readonly applicationName: string,
  ) {}

  /** Resolves once the first connection listens; a failure of that first attempt rejects (the start should stop). */
  async listen(channel: string, handlers: ListenHandlers): Promise<void> {
    await this.connect(channel, handlers);
  }

  private async connect(channel: string, handlers: ListenHandlers): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      options: this.options,
      application_name: this.applicationName,
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      client.removeAllListeners("notification");
      void client.end().catch(() => undefined);
      if (this.client === client) this.client = undefined;
      this.reconnectLater(channel, handlers);
    };
    let scoped = "";
    client.on("notification", (message) => {
      if (message.channel === scoped && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    // Until it listens, a failure rejects this call instead (and the caller decides whether to try again).
    const beforeListening = () => undefined;
    client.on("error", beforeListening);
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>("SELECT current_schema() AS schema");
      scoped = schemaChannel(channel, rows[0]?.schema ?? "");
      await client.query(`LISTEN ${pg.escapeIdentifier(scoped)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.off("error", beforeListening);
    client.on("error", onLost);
    client.on("end", onLost);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
  }

  private reconnectLater(channel: string, handlers: ListenHandlers): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect(channel, handlers).then(
        () => {
          if (!this.closed) handlers.onResumed();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          this.reconnectLater(channel, handlers);
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners("end");
      client.removeAllListeners("error");
      client.on("error", () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
