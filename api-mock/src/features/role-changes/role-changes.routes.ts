import { roleChangeCalls } from "@catalogue/core/api/catalogue";
import type { Db } from "../../db/database";
import type { Api } from "../../http/create-api";
import { resourceNotFound } from "../../http/domain-error";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import { roleChangesRepository } from "./role-changes.repository";

/**
 * Core spec 4.5 / supplement 7 (Role changes): a user reads only their own role changes, whatever their role or
 * partner status, because the popup explains why their access changed.
 */
export function mountRoleChangeRoutes(api: Api, db: Db): void {
  const found = async (userId: number, id?: number) => {
    const change = await roleChangesRepository.find(db, userId, id);
    if (!change) throw resourceNotFound("Role change");
    return change;
  };
  mountCall(api, roleChangeCalls.newest, (c) => found(userIdOf(c)));
  mountCall(api, roleChangeCalls.get, (c, { params }) => found(userIdOf(c), params.id));
  mountCall(api, roleChangeCalls.markRead, async (c, { params }) => {
    const userId = userIdOf(c);
    if (!(await roleChangesRepository.markRead(db, userId, params.id))) throw resourceNotFound("Role change");
    return found(userId, params.id);
  });
}
