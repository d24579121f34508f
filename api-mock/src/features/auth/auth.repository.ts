import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { countries, loginCodes, sessions, users } from "../../db/schema/index";
import type { UserRecord } from "../profile/user-record";

/** The user fields a login and a session check need. */
export interface LoginUser {
  id: number;
  email: string;
  role: string;
  enabled: boolean;
  countryId: number | null;
  currencyId: number | null;
}

const loginUserColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  enabled: users.enabled,
  countryId: users.countryId,
  currencyId: users.currencyId,
};

/** Architecture 3: the SQL of login codes and sessions. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserByEmail(email: string): Promise<LoginUser | undefined> {
    const rows = await this.db
      .select(loginUserColumns)
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return rows[0];
  }

  async findUserById(id: number): Promise<LoginUser | undefined> {
    const rows = await this.db.select(loginUserColumns).from(users).where(eq(users.id, id));
    return rows[0];
  }

  /** The whole user row (the session cache's miss). */
  async findUserRecord(id: number): Promise<UserRecord | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.id, id));
    return rows[0];
  }

  async insertCode(codeHash: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.insert(loginCodes).values({ codeHash, userId, expiresAt });
  }

  /** Marks a valid code used and returns its user; a used, expired or unknown code returns undefined. */
  async consumeCode(codeHash: string, now: Date): Promise<number | undefined> {
    const rows = await this.db
      .update(loginCodes)
      .set({ usedAt: now })
      .where(and(eq(loginCodes.codeHash, codeHash), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
      .returning({ userId: loginCodes.userId });
    return rows[0]?.userId;
  }

  /** Housekeeping: expired codes and sessions are of no use to anyone. */
  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(loginCodes).where(lt(loginCodes.expiresAt, now));
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
  }

  async insertSession(idHash: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.insert(sessions).values({ id: idHash, userId, expiresAt });
  }

  /** The whole user row of a live session (not revoked, not expired) and when the session ends. */
  async findSessionUser(
    idHash: string,
    now: Date,
  ): Promise<{ user: UserRecord; expiresAt: Date } | undefined> {
    const rows = await this.db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, idHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return rows[0];
  }

  async revokeSession(idHash: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, idHash));
  }

  /** Disabling an account ends all of its sessions. */
  async revokeUserSessions(userId: number, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  async recordLogin(user: LoginUser, now: Date, setCurrency: boolean): Promise<void> {
    const currencyId =
      setCurrency && user.currencyId === null && user.countryId !== null
        ? sql`(SELECT ${countries.currencyId} FROM ${countries} WHERE ${countries.id} = ${user.countryId})`
        : sql`${users.currencyId}`;
    await this.db
      .update(users)
      .set({ lastLoginAt: now, firstLoginAt: sql`coalesce(${users.firstLoginAt}, ${now})`, currencyId })
      .where(eq(users.id, user.id));
  }
}
