/** An answer kept as the JSON bytes it is sent as, under the key that says what it answers. */
export interface KeptEntry {
  key: string;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * Finished answers as JSON bytes, by key. The least recently used entry leaves first once more than
 * `limits.entries` entries, or more than `limits.bytes` bytes of JSON, are kept. What makes an entry stale is the
 * caller's to say: in the key, or per read with `isCurrent`.
 */
export class KeptBytes<E extends KeptEntry> {
  private readonly entries = new Map<string, E>();
  private bytes = 0;

  constructor(private readonly limits: { entries: number; bytes: number }) {}

  /** The entry of `key`, if there is one and `isCurrent` holds for it; it becomes the most recently used. */
  get(key: string, isCurrent?: (entry: E) => boolean): E | undefined {
    const entry = this.entries.get(key);
    if (!entry || (isCurrent && !isCurrent(entry))) return undefined;
    // Most recently used last, so the oldest entry is the first one the Map yields.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(entry: E): void {
    this.forget(entry.key);
    // An answer larger than the whole budget would push every other one out and then itself.
    if (entry.body.byteLength > this.limits.bytes) return;
    this.entries.set(entry.key, entry);
    this.bytes += entry.body.byteLength;
    while (this.entries.size > this.limits.entries || this.bytes > this.limits.bytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.forget(oldest.value);
    }
  }

  /** Forgets everything. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }
}
