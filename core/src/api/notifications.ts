import * as z from "zod";
import { NOTIFICATIONS_PAGE_SIZE } from "../constants";
import { Page } from "../model/common";
import { Notification } from "../model/notification";

/** Supplement 7 (GET /notifications/list): `{ content, totalCount }`, newest first unless sort=asc. */
export const NotificationPage = Page(Notification);
export type NotificationPage = z.infer<typeof NotificationPage>;

/** Core spec 9 / supplement 7: the notifications page query (page zero-based, size 10, sort by creation date). */
export const NotificationPageQuery = z.object({
  page: z.coerce.number().int().nonnegative().default(0),
  size: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  sort: z.enum(["asc", "desc"]).default("desc"),
});
export type NotificationPageQuery = z.infer<typeof NotificationPageQuery>;

/** Supplement 7: `/notifications/{id}/read`'s path. */
export const NotificationIdParam = z.object({ id: z.coerce.number().int().positive() });
export type NotificationIdParam = z.infer<typeof NotificationIdParam>;
