import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { fcmRegistrations } from "../../db/schema/index";

/**
 * Supplement 7 (POST /user/fcm-registration-id): registers a device for the user. A registration id names one
 * device, so registering it under another user moves it there (a shared device pushes to whoever signed in last).
 * Answers how many devices the user has now.
 */
export async function registerDevice(
  db: Db,
  userId: number,
  registrationId: string,
  now: Date,
): Promise<number> {
  await db
    .insert(fcmRegistrations)
    .values({ registrationId, userId, registeredAt: now })
    .onConflictDoUpdate({ target: fcmRegistrations.registrationId, set: { userId, registeredAt: now } });
  const [row] = await db
    .select({ devices: sql<number>`count(*)::int` })
    .from(fcmRegistrations)
    .where(eq(fcmRegistrations.userId, userId));
  return row?.devices ?? 0;
}

/** The registration ids of a user's devices, oldest registration first. */
export async function devicesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ id: fcmRegistrations.registrationId })
    .from(fcmRegistrations)
    .where(eq(fcmRegistrations.userId, userId))
    .orderBy(asc(fcmRegistrations.registeredAt), asc(fcmRegistrations.registrationId));
  return rows.map((row) => row.id);
}
