import { RoleChangeIdParam } from "@catalogue/core/api";
import { RoleChangeInfo } from "@catalogue/core/model";
import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../../db/database";
import type { Api } from "../../http/create-api";
import { resourceNotFound } from "../../http/domain-error";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import { roleChangesRepository } from "./role-changes.repository";

const TAG = ["Role changes"];
const answer = {
  description: "The role change",
  content: { "application/json": { schema: RoleChangeInfo } },
};

const newestRoute = createRoute({
  method: "get",
  path: "/v3/user-role-changes",
  tags: TAG,
  summary: "The caller's newest role change (464 when there is none; the web ignores that 464)",
  responses: { 200: answer, ...errorResponses(401, 464) },
});
const oneRoute = createRoute({
  method: "get",
  path: "/v3/user-role-changes/{id}",
  tags: TAG,
  summary: "One of the caller's role changes (the popup opened from a USER_ROLES_CHANGED notification)",
  request: { params: RoleChangeIdParam },
  responses: { 200: answer, ...errorResponses(401, 460, 464) },
});
const readRoute = createRoute({
  method: "put",
  path: "/v3/user-role-changes/{id}",
  tags: TAG,
  summary: "Mark one of the caller's role changes read (the popup closed); again: no change",
  request: { params: RoleChangeIdParam },
  responses: { 200: answer, ...errorResponses(401, 460, 464) },
});

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
  api.openapi(newestRoute, async (c) => c.json(await found(userIdOf(c)), 200));
  api.openapi(oneRoute, async (c) => c.json(await found(userIdOf(c), c.req.valid("param").id), 200));
  api.openapi(readRoute, async (c) => {
    const userId = userIdOf(c);
    const { id } = c.req.valid("param");
    if (!(await roleChangesRepository.markRead(db, userId, id))) throw resourceNotFound("Role change");
    return c.json(await found(userId, id), 200);
  });
}
