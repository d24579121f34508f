import { notificationCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { NotificationsService } from "./notifications.service";

/** Core spec 4.5 / supplement 7 (Notifications): the inbox of the signed-in user. */
export function mountNotificationRoutes(api: Api, notifications: NotificationsService): void {
  mountCall(api, notificationCalls.page, (c, { query }) => notifications.page(userIdOf(c), query));
  mountCall(api, notificationCalls.all, async (c) => {
    const { content } = await notifications.page(userIdOf(c), {
      page: 0,
      size: Number.MAX_SAFE_INTEGER,
      sort: "desc",
    });
    return content;
  });
  mountCall(api, notificationCalls.unreadCount, async (c) => ({
    value: await notifications.unreadCount(userIdOf(c)),
  }));
  mountCall(api, notificationCalls.markRead, (c, { params }) =>
    notifications.markRead(userIdOf(c), params.id),
  );
  mountCall(api, notificationCalls.markAllRead, async (c) => {
    const userId = userIdOf(c);
    await notifications.markAllRead(userId);
    return { value: await notifications.unreadCount(userId) };
  });
}
