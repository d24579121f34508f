import { RoleChangeInfo } from "../../../model/notification";
import { RoleChangeIdParam } from "../../users";
import { defineCall, json } from "../define-call";

const TAGS = ["Role changes"];

/**
 * Core spec 4.5 / supplement 7 (role changes): a user reads only their own role changes, whatever their role or
 * partner status, because the popup explains why their access changed.
 */
export const roleChangeCalls = {
  // The web asks for the newest on start and ignores the 464 of a user who has none (supplement 7).
  newest: defineCall({
    id: "roleChanges.newest",
    method: "GET",
    path: "/v3/user-role-changes",
    tags: TAGS,
    summary: "The caller's newest role change (464 when there is none; the web ignores that 464)",
    answer: json(RoleChangeInfo),
    errors: [401, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "session",
  }),
  get: defineCall({
    id: "roleChanges.get",
    method: "GET",
    path: "/v3/user-role-changes/{id}",
    tags: TAGS,
    summary: "One of the caller's role changes (the popup opened from a USER_ROLES_CHANGED notification)",
    params: RoleChangeIdParam,
    answer: json(RoleChangeInfo),
    errors: [401, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "session",
  }),
  markRead: defineCall({
    id: "roleChanges.markRead",
    method: "PUT",
    path: "/v3/user-role-changes/{id}",
    tags: TAGS,
    summary: "Mark one of the caller's role changes read (the popup closed); again: no change",
    params: RoleChangeIdParam,
    answer: json(RoleChangeInfo),
    errors: [401, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "session",
  }),
} as const;
