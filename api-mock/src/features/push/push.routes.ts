import { pushCalls } from "@catalogue/core/api/catalogue";
import type { Db } from "../../db/database";
import type { Api } from "../../http/create-api";
import { unauthorized } from "../../http/domain-error";
import { mountCall } from "../../http/mount-call";
import { assertHighestRole } from "../auth/highest-role-access";
import type { ProfileRepository } from "../profile/profile.repository";
import { userIdOf } from "../profile/profile.routes";
import { devicesOf, registerDevice } from "./push.repository";

/**
 * Supplement 7: device registration for push messages and the test endpoints for logs and push. This server
 * sends no pushes: the test push answers the devices it is addressed to and writes that to the log.
 */
export function mountPushRoutes(api: Api, db: Db, profiles: ProfileRepository, now: () => Date): void {
  mountCall(api, pushCalls.registerDevice, async (c, { body }) => {
    const devices = await registerDevice(db, userIdOf(c), body.fcmRegistrationId, now());
    return { fcmRegistrationId: body.fcmRegistrationId, devices };
  });
  mountCall(api, pushCalls.testLog, async (c, { body }) => {
    const user = await profiles.findUser(userIdOf(c));
    if (!user) throw unauthorized();
    // Core spec 6: writing to the server's log is a system task, for the highest role only.
    assertHighestRole(user);
    c.get("logger")[body.level](`test log: ${body.message}`, { userId: user.id, test: true });
    return { correlationId: c.get("correlationId") };
  });
  mountCall(api, pushCalls.testPush, async (c, { body }) => {
    const userId = userIdOf(c);
    const fcmRegistrationIds = await devicesOf(db, userId);
    c.get("logger").info("test push", { userId, title: body.title, devices: fcmRegistrationIds.length });
    return { fcmRegistrationIds };
  });
}
