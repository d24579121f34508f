import { pushCalls } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { callAs } from "../../testing/typed-client";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => t.close());

describe("POST /user/fcm-registration-id", () => {
  it("registers a device once however often it is sent, and the test push reaches the caller's devices", async () => {
    const user = await userLike(t, "basic@catalogue.example");
    const register = (fcmRegistrationId: string) =>
      callAs(t.app, user.token, pushCalls.registerDevice, { body: { fcmRegistrationId } });

    expect(await register("device-a")).toEqual({ fcmRegistrationId: "device-a", devices: 1 });
    expect((await register("device-a")).devices).toBe(1);
    expect((await register("device-b")).devices).toBe(2);

    const push = await callAs(t.app, user.token, pushCalls.testPush, { body: { title: "Hello" } });
    expect(push.fcmRegistrationIds.sort()).toEqual(["device-a", "device-b"]);
  });

  it("moves a device to the user who registers it last", async () => {
    const first = await userLike(t, "advanced@catalogue.example");
    const second = await userLike(t, "advanced@catalogue.example");
    await callAs(t.app, first.token, pushCalls.registerDevice, {
      body: { fcmRegistrationId: "shared-tablet" },
    });
    await callAs(t.app, second.token, pushCalls.registerDevice, {
      body: { fcmRegistrationId: "shared-tablet" },
    });

    const toFirst = await callAs(t.app, first.token, pushCalls.testPush, { body: { title: "Hi" } });
    const toSecond = await callAs(t.app, second.token, pushCalls.testPush, { body: { title: "Hi" } });
    expect(toFirst.fcmRegistrationIds).toEqual([]);
    expect(toSecond.fcmRegistrationIds).toEqual(["shared-tablet"]);
  });

  it("is open to partners still onboarding (a session is enough) but not without one", async () => {
    const pending = await bearerFor(t.app, "partner.pending@partner.example");
    const answer = await callAs(t.app, pending, pushCalls.registerDevice, {
      body: { fcmRegistrationId: "pending-phone" },
    });

    expect(answer.devices).toBe(1);
    await expect(
      callAs(t.app, undefined, pushCalls.registerDevice, { body: { fcmRegistrationId: "x" } }),
    ).rejects.toMatchObject({ _tag: "Unauthorised" });
    await expect(
      callAs(t.app, pending, pushCalls.registerDevice, { body: { fcmRegistrationId: "  " } }),
    ).rejects.toMatchObject({ _tag: "Validation" });
  });
});

describe("POST /test/logs", () => {
  it("writes the line for the highest role and answers the correlation id to find it by", async () => {
    const admin = await bearerFor(t.app, "admin@catalogue.example");
    const answer = await callAs(t.app, admin, pushCalls.testLog, { body: { message: "log shipping check" } });
    expect(answer.correlationId.length).toBeGreaterThan(0);
  });

  it("refuses everyone below the highest role with 403 FORBIDDEN", async () => {
    const keyUser = await bearerFor(t.app, "key.user@catalogue.example");
    await expect(
      callAs(t.app, keyUser, pushCalls.testLog, { body: { message: "not mine" } }),
    ).rejects.toMatchObject({ _tag: "Forbidden", resultKey: "FORBIDDEN" });
  });
});
