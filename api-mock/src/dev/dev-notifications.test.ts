import { DevNotificationsResponse, DevSessionResponse, NotificationPage } from "@catalogue/core/api";
import { UnreadCounter } from "@catalogue/core/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, openTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown) =>
  t.app.request(`/api/__dev${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

async function tokenOf(email: string): Promise<string> {
  return DevSessionResponse.parse(await (await post("/session", { email })).json()).token;
}

async function unread(token: string): Promise<number> {
  return UnreadCounter.parse(
    await (await t.app.request("/api/notifications/unread-count", { headers: auth(token) })).json(),
  ).value;
}

describe("POST /api/__dev/notifications", () => {
  it("raises notifications the user then finds in the inbox, unread and newest first", async () => {
    const token = await tokenOf("advanced@catalogue.example");
    const before = await unread(token);
    const res = await post("/notifications", {
      email: "advanced@catalogue.example",
      notifications: [
        { type: "PRIVATE_LIST_SHARED", listId: 4, listTitle: "Ward kit", listOwnerName: "Kim Key" },
        { type: "USER_ROLES_CHANGED", userRoleChangeId: 9 },
      ],
    });
    expect(res.status).toBe(200);
    expect(DevNotificationsResponse.parse(await res.json()).created).toBe(2);
    expect(await unread(token)).toBe(before + 2);
    const page = NotificationPage.parse(
      await (await t.app.request("/api/notifications/list?page=0&size=10", { headers: auth(token) })).json(),
    );
    expect(page.content.map((n) => n.listTitle ?? n.userRoleChangeId)).toEqual(
      expect.arrayContaining(["Ward kit", 9]),
    );
    expect(page.content.find((n) => n.listTitle === "Ward kit")).toMatchObject({
      type: "PRIVATE_LIST_SHARED",
      read: false,
      listId: 4,
    });
  });

  it("answers 464 for an unknown e-mail and 460 for an unknown type", async () => {
    const unknown = await post("/notifications", {
      email: "nobody@catalogue.example",
      notifications: [{ type: "PUBLIC_LIST_UPDATED", listId: 1 }],
    });
    expect(unknown.status).toBe(464);
    const invalid = await post("/notifications", {
      email: "basic@catalogue.example",
      notifications: [{ type: "SOMETHING" }],
    });
    expect(invalid.status).toBe(460);
  });
});
