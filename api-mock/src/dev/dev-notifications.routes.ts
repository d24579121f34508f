import { devCalls } from "@catalogue/core/api/catalogue";
import { eq } from "drizzle-orm";
import { users } from "../db/schema/index";
import type { Api } from "../http/create-api";
import { resourceNotFound } from "../http/domain-error";
import { mountCall } from "../http/mount-call";
import type { AppServices } from "../services";

/**
 * Fills a user's inbox for end-to-end tests and demos, through the notifications service, so the
 * notifications are stored exactly as the features that raise them store them (one transaction, 30-day expiry).
 */
export function mountDevNotifications(api: Api, services: AppServices): void {
  const { db } = services.database;
  mountCall(api, devCalls.notify, async (_c, { body }) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (!user) throw resourceNotFound("User");
    const items = body.notifications.map((item) => ({ ...item, userId: user.id }));
    await db.transaction((tx) => services.notifications.notify(tx, items));
    return { userId: user.id, created: items.length };
  });
}
