import type { UserRecord } from "../profile/user-record";

/** How many sessions and users the cache keeps; beyond that the oldest entry goes (and is read again if needed). */
export const SESSION_CACHE_LIMIT = 10_000;
/**
 * How long a cached session is trusted before the database is asked again (with its user row). Every change
 * invalidates at once, in other instances on the same PostgreSQL too (`ChangeNotifications`); this bounds how long
 * one can miss a logout, a revocation or a settings change should a notification be lost (an instance that
 * crashed between its write and the notification).
 */
export const SESSION_RECHECK_MS = 30_000;

/** A live session as the cache keeps it: whose it is and when it ends. */
interface CachedSession {
  userId: number;
  expiresAt: number;
  /** When the database last confirmed it; after `recheckMs` it is read again. */
  checkedAt: number;
}

/**
 * PGlite is one connection, so reading the session and the user row on every request queued every
 * call behind every other. The session check and the catalogue read both here instead; the database is read on a
 * miss only. The cache is correct only while every write that changes a user or ends a session tells it:
 *
 * - a change of a user row (settings, profile, role, country, enabled, login stamps): `invalidateUser(userId)`;
 * - logout (one session): `invalidateSession(idHash)`;
 * - revoking a user's sessions or disabling the account: `invalidateUser(userId)` (drops their sessions too);
 * - anything that rewrites many users (reseed, import): `clear()`.
 *
 * The writers say so with a `user` or `session` change (`ChangeNotifications`), which calls these here and in the
 * other instances on the same database (`change-refreshers.ts`): ProfileRepository.update, AuthService.logout /
 * endSessionsOf / login, UsersAdminService.write and the developer reset.
 */
export class SessionCache {
  private readonly sessions = new Map<string, CachedSession>();
  private readonly users = new Map<number, Promise<UserRecord | undefined>>();

  constructor(
    private readonly limit = SESSION_CACHE_LIMIT,
    private readonly recheckMs = SESSION_RECHECK_MS,
  ) {}

  /** The cached user row, or the one `load` reads (kept only when the user exists). */
  user(userId: number, load: () => Promise<UserRecord | undefined>): Promise<UserRecord | undefined> {
    const cached = this.users.get(userId);
    if (cached) return cached;
    const loading = load().then(
      (user) => {
        if (!user && this.users.get(userId) === loading) this.users.delete(userId);
        return user;
      },
      (error: unknown) => {
        if (this.users.get(userId) === loading) this.users.delete(userId);
        throw error;
      },
    );
    remember(this.users, userId, loading, this.limit);
    return loading;
  }

  /** Keeps the user row the session check has just read from the database (the freshest there is). */
  rememberUser(user: UserRecord): void {
    remember(this.users, user.id, Promise.resolve(user), this.limit);
  }

  /**
   * The user id of a cached session that has not ended at `now` and was confirmed within `recheckMs`;
   * undefined when the database must say.
   */
  session(idHash: string, now: Date): number | undefined {
    const session = this.sessions.get(idHash);
    if (!session) return undefined;
    const time = now.getTime();
    if (session.expiresAt > time && time - session.checkedAt < this.recheckMs) return session.userId;
    this.sessions.delete(idHash);
    return undefined;
  }

  /** Keeps a live session the database has just confirmed at `now`. */
  rememberSession(idHash: string, userId: number, expiresAt: Date, now: Date): void {
    const entry = { userId, expiresAt: expiresAt.getTime(), checkedAt: now.getTime() };
    remember(this.sessions, idHash, entry, this.limit);
  }

  /** Call after logout or revocation of one session. */
  invalidateSession(idHash: string): void {
    this.sessions.delete(idHash);
  }

  /** Call after any change of a user row or of their sessions: drops the row and every session of the user. */
  invalidateUser(userId: number): void {
    this.users.delete(userId);
    for (const [idHash, session] of this.sessions) {
      if (session.userId === userId) this.sessions.delete(idHash);
    }
  }

  /** Call after a write that changes many users at once (reseed, bulk import). */
  clear(): void {
    this.users.clear();
    this.sessions.clear();
  }

  /** How many sessions and users are cached (for tests and the docs' memory figures). */
  sizes(): { sessions: number; users: number } {
    return { sessions: this.sessions.size, users: this.users.size };
  }
}

/** Adds an entry; when the map is full the oldest entry (the first inserted) makes room. */
function remember<Key, Value>(map: Map<Key, Value>, key: Key, value: Value, limit: number): void {
  map.delete(key);
  if (map.size >= limit) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
