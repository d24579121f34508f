import * as z from "zod";
import { Notification, UnreadCounter } from "../../../model/notification";
import { NotificationIdParam, NotificationPage, NotificationPageQuery } from "../../notifications";
import { defineCall, json } from "../define-call";

const TAGS = ["Notifications"];

/**
 * Core spec 4.5 / supplement 7 (notifications): the signed-in user's inbox. Every signed-in user has one, so
 * the calls need a session and nothing more; each reads and marks only the caller's own notifications.
 */
export const notificationCalls = {
  page: defineCall({
    id: "notifications.page",
    method: "GET",
    path: "/notifications/list",
    tags: TAGS,
    summary: "A page of the caller's notifications that have not expired (newest first by default)",
    query: NotificationPageQuery,
    answer: json(NotificationPage),
    errors: [401, 460],
    access: "session",
  }),
  all: defineCall({
    id: "notifications.all",
    method: "GET",
    path: "/notifications/all",
    tags: TAGS,
    summary: "Every notification of the caller that has not expired, newest first",
    answer: json(z.array(Notification)),
    errors: [401],
    access: "session",
  }),
  unreadCount: defineCall({
    id: "notifications.unreadCount",
    method: "GET",
    path: "/notifications/unread-count",
    tags: TAGS,
    summary: "How many of the caller's notifications are unread (the bell's badge)",
    answer: json(UnreadCounter),
    errors: [401],
    access: "session",
  }),
  markRead: defineCall({
    id: "notifications.markRead",
    method: "PUT",
    path: "/notifications/{id}/read",
    tags: TAGS,
    summary: "Mark one notification read (again: no change)",
    params: NotificationIdParam,
    answer: json(Notification),
    errors: [401, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "session",
  }),
  markAllRead: defineCall({
    id: "notifications.markAllRead",
    method: "PUT",
    path: "/notifications/mark-all-as-read",
    tags: TAGS,
    summary: "Mark every notification of the caller read",
    answer: json(UnreadCounter),
    errors: [401],
    access: "session",
  }),
} as const;
