import { NotificationType } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { users } from "../db/schema/index";
import type { Api } from "../http/create-api";
import { resourceNotFound } from "../http/domain-error";
import { errorResponses } from "../http/error-responses";
import type { AppServices } from "../services";

/** One notification to raise; list fields for list notifications, the change id for a role change. */
const DevNotification = z.object({
  type: NotificationType,
  listId: z.int().positive().optional(),
  listTitle: z.string().min(1).optional(),
  listOwnerName: z.string().min(1).optional(),
  userRoleChangeId: z.int().positive().optional(),
});

/** `POST /api/__dev/notifications`: raise notifications for the user with this e-mail. */
export const DevNotificationsRequest = z.object({
  email: z.string().min(1),
  notifications: z.array(DevNotification).min(1).max(200),
});

/** How many notifications were raised, and for whom. */
export const DevNotificationsResponse = z.object({ userId: z.number(), created: z.number() });

const raise = createRoute({
  method: "post",
  path: "/__dev/notifications",
  tags: ["Developer controls"],
  summary: "Raise in-app notifications for a user (the sharing and role-change features raise them for real)",
  request: {
    body: { required: true, content: { "application/json": { schema: DevNotificationsRequest } } },
  },
  responses: {
    200: {
      description: "Raised",
      content: { "application/json": { schema: DevNotificationsResponse } },
    },
    ...errorResponses(460, 464),
  },
});

/**
 * Issue 9 item 6: fills a user's inbox for end-to-end tests and demos, through the notifications service, so the
 * notifications are stored exactly as the features that raise them store them (one transaction, 30-day expiry).
 */
export function mountDevNotifications(api: Api, services: AppServices): void {
  const { db } = services.database;
  api.openapi(raise, async (c) => {
    const body = c.req.valid("json");
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (!user) throw resourceNotFound("User");
    const items = body.notifications.map((item) => ({ ...item, userId: user.id }));
    await db.transaction((tx) => services.notifications.notify(tx, items));
    return c.json({ userId: user.id, created: items.length }, 200);
  });
}
