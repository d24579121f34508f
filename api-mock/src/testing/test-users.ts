import { eq } from "drizzle-orm";
import { randomUserId } from "../db/insert-seed";
import { userRoles, users } from "../db/schema/index";
import { bearerFor, type TestApp } from "./test-app";

/** A user of one test's own, and a bearer token for it. */
export interface TestUser {
  id: number;
  email: string;
  token: string;
}

let copies = 0;

/**
 * A new user made like the seeded account `like` (same name, roles, country, currency, settings and company) under
 * an e-mail of its own. Tests run in any order on one database per file, so a test whose assertions read a user's
 * inbox, drafts, favourites or roles takes its own user: nothing another test did to the seeded account reaches it.
 */
export async function userLike(t: TestApp, like: string): Promise<TestUser> {
  const db = t.services.database.db;
  const [row] = await db.select().from(users).where(eq(users.email, like));
  if (!row) throw new Error(`no user ${like}`);
  copies += 1;
  const [local, domain] = like.split("@");
  const email = `${local}+${copies}@${domain}`;
  const id = randomUserId();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ ...row, id, email, username: email, demo: false, version: 1 });
    const roles = await tx.select().from(userRoles).where(eq(userRoles.userId, row.id));
    if (roles.length > 0)
      await tx
        .insert(userRoles)
        .values(roles.map((role) => ({ userId: id, role: role.role, countryId: role.countryId })));
  });
  return { id, email, token: await bearerFor(t.app, email) };
}
