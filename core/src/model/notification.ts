import * as z from "zod";
import { Id, Timestamp } from "./common";
import { NotificationType, Role } from "./enums";

/**
 * Core spec 3 / 4.5: an in-app notification. List fields are set for list notifications, userRoleChangeId for
 * USER_ROLES_CHANGED (a click then opens the role-change popup instead of the list).
 */
export const Notification = z.object({
  id: Id,
  type: NotificationType,
  read: z.boolean(),
  listId: Id.nullable(),
  listTitle: z.string().nullable(),
  listOwnerName: z.string().nullable(),
  createdAt: Timestamp,
  expiresAt: Timestamp.nullable(),
  userRoleChangeId: Id.nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** Supplement 3: the unread notification counter. */
export const UnreadCounter = z.object({ value: z.int().nonnegative() });
export type UnreadCounter = z.infer<typeof UnreadCounter>;

/** Core spec 3: one changed role in one country, as the role-change popup lists it. */
export const RoleChangeElement = z.object({ role: Role, countryName: z.string().min(1) });
export type RoleChangeElement = z.infer<typeof RoleChangeElement>;

/** Core spec 3 / 4.5: a role change shown in a popup; firstPriceAccess makes its button open settings. */
export const RoleChangeInfo = z.object({
  id: Id,
  firstPriceAccess: z.boolean(),
  read: z.boolean(),
  elements: z.array(RoleChangeElement),
});
export type RoleChangeInfo = z.infer<typeof RoleChangeInfo>;
