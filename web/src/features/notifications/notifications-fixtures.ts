import type { Notification } from "@catalogue/core/model";
import { exampleNotification } from "@catalogue/core/testing";

/** `total` notifications for stories and tests: private shares, country-list updates and a role change, newest first. */
export function fixtureNotifications(total: number, unread = total): Notification[] {
  return Array.from({ length: total }, (_, index): Notification => {
    const kind = index % 3;
    const createdAt = new Date(Date.UTC(2026, 10, 20, 12) - index * 3_600_000).toISOString();
    return {
      ...exampleNotification,
      id: 1000 + index,
      type: kind === 0 ? "PRIVATE_LIST_SHARED" : kind === 1 ? "PUBLIC_LIST_UPDATED" : "USER_ROLES_CHANGED",
      read: index >= unread,
      listId: kind === 2 ? null : 70 + index,
      listTitle: kind === 2 ? null : `ICU ventilation set ${index + 1}`,
      listOwnerName: kind === 0 ? "Anna Schmidt" : null,
      userRoleChangeId: kind === 2 ? 9 : null,
      createdAt,
    };
  });
}

/** A loadPage over fixed notifications, as InboxPanel takes it. */
export function pagesOf(all: readonly Notification[]) {
  return (page: number, size: number): Promise<Notification[]> =>
    Promise.resolve(all.slice(page * size, page * size + size));
}
