import type { StorageRefusal } from "@catalogue/core/api";

/**
 * PostgreSQL's error codes for a database that cannot take writes: a read-only transaction (a read-only
 * database or a standby), a full disk, and an I/O error (a disk gone read-only, failing hardware).
 */
const REFUSAL_BY_CODE: Readonly<Record<string, StorageRefusal>> = {
  "25006": "readOnly",
  "53100": "diskFull",
  "58030": "ioError",
};

/** The storage refusal behind `error` (on the error or on the driver error a failed query wraps), if any. */
export function storageRefusalOf(error: unknown): StorageRefusal | undefined {
  for (let cause = error; typeof cause === "object" && cause !== null; cause = (cause as Error).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && Object.hasOwn(REFUSAL_BY_CODE, code)) return REFUSAL_BY_CODE[code];
  }
  return undefined;
}

/**
 * Whether writes reach the database, as last seen by a request: a refused write marks it unwritable (with the
 * reason), and the next write that succeeds marks it writable again. Health reads it, so a probe costs nothing.
 */
export class StorageState {
  private refusal: StorageRefusal | undefined;

  refused(reason: StorageRefusal): void {
    this.refusal = reason;
  }

  wrote(): void {
    this.refusal = undefined;
  }

  current(): { writable: true } | { writable: false; reason: StorageRefusal } {
    return this.refusal ? { writable: false, reason: this.refusal } : { writable: true };
  }
}
