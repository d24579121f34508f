import { and, eq, sql } from "drizzle-orm";
import type { ChangeNotifications } from "../../db/change-notifications";
import type { Db } from "../../db/database";
import { consents, userRoles, users } from "../../db/schema/index";
import type { SessionCache } from "../auth/session-cache";
import type { UserRecord } from "./user-record";

/** A role held in one country (null = every country). */
export type RoleRecord = Pick<typeof userRoles.$inferSelect, "role" | "countryId">;

/** The changes a profile command writes. */
export type UserChanges = Partial<
  Pick<
    UserRecord,
    | "languageShortcut"
    | "organizationRole"
    | "countryId"
    | "currencyId"
    | "scpStatus"
    | "separator"
    | "showPrices"
    | "showAvailability"
    | "phaseOutCheck"
    | "clearanceCheck"
    | "hideWithoutMarketClearance"
    | "updatedCountryShareNotification"
    | "sharedProductListNotification"
  >
>;

/** The consent type of the mobile push notification consent (supplement 7). */
export const MOBILE_FIREBASE_CONSENT = "MOBILE_FIREBASE";

/** Architecture 3: the SQL of the profile, its roles and its consents. */
export class ProfileRepository {
  constructor(
    private readonly db: Db,
    private readonly cache: SessionCache,
    /** Tells this and the other processes' user caches that a user row changed. */
    private readonly changes: Pick<ChangeNotifications, "committed">,
  ) {}

  /** From the session cache (every authenticated request reads it); the database on a miss. */
  async findUser(id: number): Promise<UserRecord | undefined> {
    return this.cache.user(id, async () => {
      const rows = await this.db.select().from(users).where(eq(users.id, id));
      return rows[0];
    });
  }

  async findRoles(userId: number): Promise<RoleRecord[]> {
    return this.db
      .select({ role: userRoles.role, countryId: userRoles.countryId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
  }

  /** Writes the changes if `version` is still current; returns false when someone else wrote first (428). */
  async update(id: number, version: number, changes: UserChanges, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ ...changes, version: sql`${users.version} + 1`, lastActivityAt: now })
      .where(and(eq(users.id, id), eq(users.version, version)))
      .returning({ id: users.id });
    // Also after a refused write: the cached version was stale, so the next read must see the stored one.
    await this.changes.committed({ kind: "user", userId: id });
    return rows.length === 1;
  }

  async findConsent(
    userId: number,
    consentType: string,
  ): Promise<{ accepted: boolean | null; seen: boolean }> {
    const rows = await this.db
      .select({ accepted: consents.accepted, seen: consents.seen })
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.consentType, consentType)));
    return rows[0] ?? { accepted: null, seen: false };
  }

  async saveConsent(
    userId: number,
    consentType: string,
    change: { accepted?: boolean; seen?: boolean },
    now: Date,
  ): Promise<void> {
    await this.db
      .insert(consents)
      .values({
        userId,
        consentType,
        accepted: change.accepted ?? null,
        seen: change.seen ?? false,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [consents.userId, consents.consentType],
        set: { ...change, updatedAt: now },
      });
  }
}

/** Core spec 4.4: a registering partner holds the partner role in the chosen country only. */
export async function replacePartnerCountry(db: Db, userId: number, countryId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "SALES_CHANNEL_PARTNER")));
    await tx.insert(userRoles).values({ userId, role: "SALES_CHANNEL_PARTNER", countryId });
  });
}
