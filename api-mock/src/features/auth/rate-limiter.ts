import { DomainError } from "../../http/domain-error";

/** Above this many tracked clients, idle ones are forgotten. */
const MAX_TRACKED_CLIENTS = 10_000;

/** At most `limit` attempts per key in a sliding window; beyond it, 429 with Retry-After. */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for `key`, or throws the 429 failure when the window is full. */
  hit(key: string): void {
    const now = this.now();
    if (this.attempts.size > MAX_TRACKED_CLIENTS) this.forgetIdle(now);
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
      this.attempts.set(key, recent);
      throw new DomainError({ kind: "rateLimited", retryAfterSeconds, message: "Too many login attempts" });
    }
    recent.push(now);
    this.attempts.set(key, recent);
  }

  /**
   * What `key` may still do: the limit, the attempts left in the window and the seconds until the window holds
   * none of its attempts (0 when it holds none now). Counts nothing.
   */
  budget(key: string): { limit: number; remaining: number; resetSeconds: number } {
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    const newest = recent.at(-1);
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - recent.length),
      resetSeconds: newest === undefined ? 0 : Math.max(1, Math.ceil((newest + this.windowMs - now) / 1000)),
    };
  }

  /** Drops clients without an attempt in the window, so that many one-off addresses cannot fill the memory. */
  private forgetIdle(now: number): void {
    for (const [key, times] of this.attempts) {
      if ((times.at(-1) ?? 0) <= now - this.windowMs) this.attempts.delete(key);
    }
  }
}
