import type { NotificationPage } from "@catalogue/core/api";
import type { Notification, UnreadCounter } from "@catalogue/core/model";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";

let t: TestApp;
let token: string;
let otherToken: string;
let userId: number;
let otherId: number;
let email: string;

async function get<T>(path: string, as = token): Promise<{ status: number; body: T }> {
  const res = await t.app.request(path, { headers: auth(as) });
  return { status: res.status, body: (await res.json()) as T };
}

async function put<T>(path: string, as = token): Promise<{ status: number; body: T }> {
  const res = await t.app.request(path, { method: "PUT", headers: auth(as) });
  return { status: res.status, body: (await res.json()) as T };
}

async function notifyList(count: number, listTitle = "List"): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await t.services.notifications.notify(t.services.database.db, [
      {
        userId,
        type: "PRIVATE_LIST_SHARED",
        listId: index + 1,
        listTitle: `${listTitle} ${index}`,
        listOwnerName: "Ann Owner",
      },
    ]);
    t.clock.advance(1_000);
  }
}

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => t.close());

// Each test reads the inboxes of two users of its own (an Advanced and a Basic user), empty at its start.
beforeEach(async () => {
  const me = await userLike(t, "advanced@catalogue.example");
  const other = await userLike(t, "basic@catalogue.example");
  ({ token, id: userId, email } = me);
  ({ token: otherToken, id: otherId } = other);
});

async function notifyOther(): Promise<void> {
  await t.services.notifications.notify(t.services.database.db, [
    { userId: otherId, type: "USER_ROLES_CHANGED", userRoleChangeId: 7 },
  ]);
}

describe("notifications inbox", () => {
  it("starts empty with an unread counter of 0", async () => {
    expect((await get<NotificationPage>("/api/notifications/list")).body).toEqual({
      content: [],
      totalCount: 0,
    });
    expect((await get<UnreadCounter>("/api/notifications/unread-count")).body).toEqual({ value: 0 });
  });

  it("pages newest first by default, 10 a page, and oldest first with sort=asc", async () => {
    await notifyList(12);

    const first = await get<NotificationPage>("/api/notifications/list?page=0&size=10&sort=desc");
    const second = await get<NotificationPage>("/api/notifications/list?page=1");
    const ascending = await get<NotificationPage>("/api/notifications/list?sort=asc&size=3");

    expect(first.body.totalCount).toBe(12);
    expect(first.body.content).toHaveLength(10);
    expect(first.body.content[0]?.listTitle).toBe("List 11");
    expect(second.body.content.map((n) => n.listTitle)).toEqual(["List 1", "List 0"]);
    expect(ascending.body.content.map((n) => n.listTitle)).toEqual(["List 0", "List 1", "List 2"]);
    expect(first.body.content[0]).toMatchObject({
      type: "PRIVATE_LIST_SHARED",
      read: false,
      listOwnerName: "Ann Owner",
    });
  });

  it("shows a user only their own notifications", async () => {
    await notifyList(12);
    await notifyOther();
    const mine = await get<NotificationPage>("/api/notifications/list?size=100");
    const theirs = await get<NotificationPage>("/api/notifications/list", otherToken);

    expect(mine.body.content.some((n) => n.type === "USER_ROLES_CHANGED")).toBe(false);
    expect(theirs.body.content).toEqual([
      expect.objectContaining({ type: "USER_ROLES_CHANGED", userRoleChangeId: 7, listId: null }),
    ]);
  });

  it("marks one read (idempotently) and counts the rest as unread", async () => {
    await notifyList(12);
    const { body: page } = await get<NotificationPage>("/api/notifications/list?size=1");
    const id = page.content[0]?.id;

    const once = await put<Notification>(`/api/notifications/${id}/read`);
    const twice = await put<Notification>(`/api/notifications/${id}/read`);

    expect(once.status).toBe(200);
    expect(twice.body.read).toBe(true);
    expect((await get<UnreadCounter>("/api/notifications/unread-count")).body).toEqual({ value: 11 });
  });

  it("answers 464 for another user's notification and leaves it unread", async () => {
    await notifyOther();
    const { body: theirs } = await get<NotificationPage>("/api/notifications/list", otherToken);
    const id = theirs.content[0]?.id;

    expect((await put(`/api/notifications/${id}/read`)).status).toBe(464);
    expect((await get<UnreadCounter>("/api/notifications/unread-count", otherToken)).body).toEqual({
      value: 1,
    });
  });

  it("marks all read for the caller only", async () => {
    await notifyList(12);
    await notifyOther();
    const res = await put<UnreadCounter>("/api/notifications/mark-all-as-read");

    expect(res.body).toEqual({ value: 0 });
    expect((await get<UnreadCounter>("/api/notifications/unread-count", otherToken)).body).toEqual({
      value: 1,
    });
  });

  it("drops notifications once they expire, 30 days after creation", async () => {
    await notifyList(12);
    const before = (await get<Notification[]>("/api/notifications/all")).body.length;
    t.clock.advance(31 * 24 * 60 * 60_000);
    // Sessions live 12 hours: sign in again in the new month.
    token = await bearerFor(t.app, email);

    expect(before).toBe(12);
    expect((await get<Notification[]>("/api/notifications/all")).body).toEqual([]);
    expect((await get<NotificationPage>("/api/notifications/list")).body.totalCount).toBe(0);
  });

  it("rejects a page size over 100 with 460", async () => {
    expect((await get("/api/notifications/list?size=101")).status).toBe(460);
  });

  it("requires a session", async () => {
    expect((await t.app.request("/api/notifications/unread-count")).status).toBe(401);
  });
});
