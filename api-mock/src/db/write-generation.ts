import type { PGlite } from "@electric-sql/pglite";
import { withMembers } from "./pglite-client";

/**
 * Statements that can change what a query answers. Matched anywhere in the text (word-bounded, so
 * `created_at` or `last_updated_at` do not count): a false match only costs a cache miss, a missed one a stale
 * answer. `rollback`/`abort` count because a hand-written `begin` on PGlite's one connection lets every other
 * caller read the transaction's uncommitted rows until then; `set`/`reset`/`discard` because a changed
 * `search_path` changes what a query reads. Our migrations define no functions, triggers or rules, so a
 * `select` is a read.
 */
const MAY_WRITE =
  /\b(insert|update|delete|truncate|alter|create|drop|copy|merge|call|do|import|refresh|rollback|abort|set|reset|discard)\b/i;

/** True when `sqlText` may write (see `MAY_WRITE`). */
export function mayWrite(sqlText: string): boolean {
  return MAY_WRITE.test(sqlText);
}

/**
 * A number that changes whenever the embedded database may have changed, so
 * an in-memory copy of database facts, tagged with the number read BEFORE its query was sent, is current while
 * the number is unchanged. Only for PGlite, where this process is the only writer (see `trackWrites`).
 */
export class WriteGeneration {
  private generation = 0;

  get value(): number {
    return this.generation;
  }

  bump(): void {
    this.generation += 1;
  }
}

type Run = (...args: never[]) => Promise<unknown>;

/**
 * A view of `client` that bumps `writes` around every statement that may write: before it is sent (so nothing
 * kept earlier is served while it runs) and after it ends, and after every transaction that sent one, whether
 * it committed or rolled back (so nothing read while it ran, when its outcome was open, is served after).
 * `execProtocol*` (SQL we cannot read) always bumps. Everything that writes to this PGlite must go through the
 * returned view; `openDatabase` hands out only it.
 */
export function trackWrites(client: PGlite, writes: WriteGeneration): PGlite {
  const around = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (!write) return run();
    writes.bump();
    try {
      return await run();
    } finally {
      writes.bump();
    }
  };
  /** `query`, `exec` and `sql` of `target` (the client or a transaction), with `onWrite` told of a write. */
  const statements = (target: Record<string, Run>, onWrite: () => void) => {
    const tracked =
      (name: string, textOf: (first: unknown) => string) =>
      (...args: unknown[]) => {
        const write = mayWrite(textOf(args[0]));
        if (write) onWrite();
        return around(write, () =>
          (target[name] as (...a: unknown[]) => Promise<unknown>).apply(target, args),
        );
      };
    return {
      query: tracked("query", String),
      exec: tracked("exec", String),
      sql: tracked("sql", (strings) => (strings as TemplateStringsArray).join(" ")),
    };
  };
  const raw = client as unknown as Record<string, Run>;
  const transaction = async (fn: (tx: unknown) => Promise<unknown>, ...rest: unknown[]) => {
    let wrote = false;
    const onWrite = () => {
      wrote = true;
    };
    try {
      return await (raw.transaction as (...a: unknown[]) => Promise<unknown>).call(
        raw,
        (tx: Record<string, Run>) => fn(withMembers(tx, statements(tx, onWrite))),
        ...rest,
      );
    } finally {
      if (wrote) writes.bump();
    }
  };
  const opaque =
    (name: string) =>
    (...args: unknown[]) =>
      around(true, () => (raw[name] as (...a: unknown[]) => Promise<unknown>).apply(raw, args));
  return withMembers(client, {
    ...statements(raw, () => undefined),
    transaction,
    execProtocol: opaque("execProtocol"),
    execProtocolRaw: opaque("execProtocolRaw"),
    execProtocolStream: opaque("execProtocolStream"),
    execProtocolRawStream: opaque("execProtocolRawStream"),
  });
}
