import type { Notification } from "../model/notification";
import { pathTo, type RouteName } from "./route-table";

/**
 * Core spec 4.5: what a click on a notification opens: the role-change popup when it carries a userRoleChangeId,
 * otherwise the list's detail page (the route by the list's kind), or nothing when it names no list.
 */
export type NotificationTarget =
  | { readonly kind: "roleChange"; readonly roleChangeId: number }
  | { readonly kind: "list"; readonly path: string }
  | { readonly kind: "none" };

/**
 * Core spec 2.1 / 3: the list detail route of each notification type. A private share opens the private list
 * details, an updated country share the country list details; drafts are the editor's own and never notify.
 */
const LIST_ROUTE_BY_TYPE: Readonly<Record<Notification["type"], RouteName | null>> = {
  PRIVATE_LIST_SHARED: "privateProductListDetails",
  PUBLIC_LIST_UPDATED: "countryProductListDetails",
  USER_ROLES_CHANGED: null,
};

/** Core spec 4.5: where a click on `notification` leads. */
export function notificationTarget(
  notification: Pick<Notification, "type" | "listId" | "userRoleChangeId">,
): NotificationTarget {
  if (notification.userRoleChangeId != null)
    return { kind: "roleChange", roleChangeId: notification.userRoleChangeId };
  const route = LIST_ROUTE_BY_TYPE[notification.type];
  if (route === null || notification.listId == null) return { kind: "none" };
  return { kind: "list", path: pathTo(route, { productListId: String(notification.listId) }) };
}
