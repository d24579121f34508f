import { describe, expect, it } from "vitest";
import type { UserRecord } from "../profile/user-record";
import { SessionCache } from "./session-cache";

const userOf = (id: number, enabled = true) => ({ id, enabled }) as UserRecord;
const now = new Date("2026-01-01T10:00:00Z");
const later = new Date("2026-01-01T11:00:00Z");

describe("SessionCache", () => {
  it("reads a user once and serves later calls from memory, until the user is invalidated", async () => {
    const cache = new SessionCache();
    let reads = 0;
    const load = async () => {
      reads++;
      return userOf(1);
    };
    await Promise.all([cache.user(1, load), cache.user(1, load)]);
    await cache.user(1, load);
    expect(reads).toBe(1);

    cache.invalidateUser(1);
    await cache.user(1, load);
    expect(reads).toBe(2);
  });

  it("does not keep an unknown user or a failed read", async () => {
    const cache = new SessionCache();
    expect(await cache.user(2, async () => undefined)).toBeUndefined();
    await expect(cache.user(3, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.sizes().users).toBe(0);
  });

  it("answers a session until it expires, and forgets it on logout or when its user is invalidated", () => {
    const cache = new SessionCache();
    cache.rememberSession("a", 1, later, now);
    cache.rememberSession("b", 1, later, now);
    cache.rememberSession("c", 2, later, now);

    expect(cache.session("a", now)).toBe(1);
    expect(cache.session("a", later)).toBeUndefined();
    cache.invalidateSession("c");
    expect(cache.session("c", now)).toBeUndefined();
    cache.invalidateUser(1);
    expect(cache.session("b", now)).toBeUndefined();
  });

  it("asks the database again once a session was confirmed longer ago than the recheck time", () => {
    const cache = new SessionCache(10, 30_000);
    cache.rememberSession("a", 1, later, now);
    expect(cache.session("a", new Date(now.getTime() + 29_999))).toBe(1);
    expect(cache.session("a", new Date(now.getTime() + 30_000))).toBeUndefined();
  });

  it("keeps at most its limit of entries, dropping the oldest first", async () => {
    const cache = new SessionCache(2);
    for (const id of ["a", "b", "c"]) cache.rememberSession(id, 1, later, now);
    for (const id of [1, 2, 3]) await cache.user(id, async () => userOf(id));

    expect(cache.session("a", now)).toBeUndefined();
    expect(cache.session("c", now)).toBe(1);
    expect(cache.sizes()).toEqual({ sessions: 2, users: 2 });
  });

  it("clear forgets everything", async () => {
    const cache = new SessionCache();
    cache.rememberSession("a", 1, later, now);
    cache.rememberUser(userOf(1));
    cache.clear();
    expect(cache.sizes()).toEqual({ sessions: 0, users: 0 });
  });
});
