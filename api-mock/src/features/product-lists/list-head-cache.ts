import type { WriteGeneration } from "../../db/write-generation";
import type { ListHead } from "./list-head.repository";

/** Heads kept between two writes at most; past it they are dropped (a burst of opens between writes is small). */
const MAX_HEADS = 10_000;

/**
 * List heads (version, type, ownership, share targets) kept in memory on the
 * embedded database, so a repeated open of an unchanged list sends no query at all. No list writer has to
 * remember it: every head is dropped as soon as the database's write generation moves (any statement that may
 * write, see `WriteGeneration`), so a removed share, a deleted list or another user's element write is seen by
 * the next open. Access is still decided per open from the head and the caller of that request.
 */
export class ListHeadCache {
  private readonly heads = new Map<string, ListHead>();
  private generation: number;

  constructor(private readonly writes: WriteGeneration) {
    this.generation = writes.value;
  }

  /** The kept head of `listId` as `readerId` reads it, or, when not kept or the database changed since, `read`'s. */
  async head(
    listId: number,
    readerId: number,
    read: () => Promise<ListHead | undefined>,
  ): Promise<ListHead | undefined> {
    this.forgetIfWritten();
    const key = `${listId}:${readerId}`;
    const kept = this.heads.get(key);
    if (kept) return kept;
    // Taken before the query is sent: a write that starts or ends while it runs moves the generation, and the
    // head (which may show the state before or after that write) is then not kept.
    const before = this.writes.value;
    const head = await read();
    if (head && this.writes.value === before) {
      this.forgetIfWritten();
      if (this.heads.size >= MAX_HEADS) this.heads.clear();
      this.heads.set(key, head);
    }
    return head;
  }

  private forgetIfWritten(): void {
    if (this.writes.value === this.generation) return;
    this.heads.clear();
    this.generation = this.writes.value;
  }
}
