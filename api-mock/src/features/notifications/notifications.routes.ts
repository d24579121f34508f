import { NotificationIdParam, NotificationPage, NotificationPageQuery } from "@catalogue/core/api";
import { Notification, UnreadCounter } from "@catalogue/core/model";
import { createRoute, z } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { NotificationsService } from "./notifications.service";

const TAG = ["Notifications"];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const listRoute = createRoute({
  method: "get",
  path: "/notifications/list",
  tags: TAG,
  summary: "A page of the caller's notifications that have not expired (newest first by default)",
  request: { query: NotificationPageQuery },
  responses: { 200: json(NotificationPage, "A page of notifications"), ...errorResponses(401, 460) },
});
const allRoute = createRoute({
  method: "get",
  path: "/notifications/all",
  tags: TAG,
  summary: "Every notification of the caller that has not expired, newest first",
  responses: { 200: json(z.array(Notification), "The notifications"), ...errorResponses(401) },
});
const unreadRoute = createRoute({
  method: "get",
  path: "/notifications/unread-count",
  tags: TAG,
  summary: "How many of the caller's notifications are unread (the bell's badge)",
  responses: { 200: json(UnreadCounter, "The unread counter"), ...errorResponses(401) },
});
const readRoute = createRoute({
  method: "put",
  path: "/notifications/{id}/read",
  tags: TAG,
  summary: "Mark one notification read (again: no change)",
  request: { params: NotificationIdParam },
  responses: { 200: json(Notification, "The notification, read"), ...errorResponses(401, 460, 464) },
});
const readAllRoute = createRoute({
  method: "put",
  path: "/notifications/mark-all-as-read",
  tags: TAG,
  summary: "Mark every notification of the caller read",
  responses: { 200: json(UnreadCounter, "The unread counter, now 0"), ...errorResponses(401) },
});

/** Core spec 4.5 / supplement 7 (Notifications): the inbox of the signed-in user. */
export function mountNotificationRoutes(api: Api, notifications: NotificationsService): void {
  api.openapi(listRoute, async (c) =>
    c.json(await notifications.page(userIdOf(c), c.req.valid("query")), 200),
  );
  api.openapi(allRoute, async (c) => {
    const { content } = await notifications.page(userIdOf(c), {
      page: 0,
      size: Number.MAX_SAFE_INTEGER,
      sort: "desc",
    });
    return c.json(content, 200);
  });
  api.openapi(unreadRoute, async (c) => c.json({ value: await notifications.unreadCount(userIdOf(c)) }, 200));
  api.openapi(readRoute, async (c) =>
    c.json(await notifications.markRead(userIdOf(c), c.req.valid("param").id), 200),
  );
  api.openapi(readAllRoute, async (c) => {
    const userId = userIdOf(c);
    await notifications.markAllRead(userId);
    return c.json({ value: await notifications.unreadCount(userId) }, 200);
  });
}
