import {
  devCalls,
  notificationCalls,
  privateSharingCalls,
  productListCalls,
  referenceDataCalls,
  roleChangeCalls,
  userAdminCalls,
} from "@catalogue/core/api/catalogue";
import type { AssignableRole } from "@catalogue/core/rules";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { call } from "./api";
import { noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

const USER = "advanced.plus@catalogue.example";

const SHARER = "key.user@catalogue.example";

/** The id of a demo user, by e-mail. */
async function demoUserId(caller: Page | APIRequestContext, email: string): Promise<number> {
  const user = (await call(caller, devCalls.users, {})).find((each) => each.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
}

/** A list Karl shares privately with USER, so that the notifications below open a list that exists. */
async function listSharedWithUser(page: Page): Promise<number> {
  await actAs(page, SHARER);
  const recipient = await demoUserId(page, USER);
  const { id } = await call(page, productListCalls.create, {
    body: { title: `E2E inbox ${test.info().testId} ${Date.now()}` },
  });
  const shared = await call(page, privateSharingCalls.share, {
    params: { id },
    body: { note: "For the inbox", userIds: [recipient] },
  });
  return shared.id;
}

/**
 * An inbox with nothing unread plus `count` new private shares (the newest has the highest number), each
 * pointing at one real shared list; its id is returned (the list a click on a notification opens).
 */
async function freshInbox(page: Page, count: number): Promise<number> {
  const listId = await listSharedWithUser(page);
  await actAs(page, USER);
  await call(page, notificationCalls.markAllRead, {});
  const notifications = Array.from({ length: count }, (_, index) => ({
    type: "PRIVATE_LIST_SHARED" as const,
    listId,
    listTitle: `E2E list ${index + 1}`,
    listOwnerName: "Karl Keyuser",
  }));
  await call(page, devCalls.notify, { body: { email: USER, notifications } });
  return listId;
}

const listPath = (listId: number) => new RegExp(`/product-list/private/${listId}$`);

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

test("the bell counts unread notifications; a click marks one read and opens its list", async ({ page }) => {
  const listId = await freshInbox(page, 3);
  await page.goto("/");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
  await bell(page).click();
  const inbox = page.getByRole("dialog", { name: "Notifications" });
  await expect(inbox).toBeVisible();
  // The e2e database outlives a run: earlier runs' (read) notifications may carry the same title.
  const newest = inbox.getByRole("button", {
    name: /^Unread: Karl Keyuser shared the list “E2E list 3” with you/,
  });
  await expect(newest).toContainText("E2E list 3");
  await newest.click();
  await expect(page).toHaveURL(listPath(listId));
  await expect(inbox).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
  const page0 = await call(page, notificationCalls.page, { query: { page: 0, size: 10, sort: "desc" } });
  // The newest notification titled "E2E list 3" is this test's (the page is newest first).
  expect(page0.content.find((n) => n.listTitle === "E2E list 3")?.read).toBe(true);
});

test("mark all as read empties the badge; the inbox loads more as it scrolls", async ({ page }) => {
  await freshInbox(page, 12);
  await page.goto("/");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 12 unread");
  await bell(page).click();
  const inbox = page.getByRole("dialog", { name: "Notifications" });
  const items = inbox.getByRole("list", { name: "Your notifications" }).getByRole("button");
  await expect(items).toHaveCount(10);
  await items.nth(9).scrollIntoViewIfNeeded();
  await expect.poll(() => items.count()).toBeGreaterThan(10);
  await inbox.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(inbox.getByText(/^Unread/)).toHaveCount(0);
  expect((await call(page, notificationCalls.unreadCount, {})).value).toBe(0);
});

test("a user without notifications sees the empty inbox", async ({ page }, testInfo) => {
  await actAs(page, "partner.accepted@partner.example");
  await page.goto("/");
  await bell(page).click();
  const inbox = page.getByRole("dialog", { name: "Notifications" });
  await expect(inbox.getByRole("heading", { name: "No notifications" })).toBeVisible();
  await expect(inbox.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("inbox-empty-1280.png") });
});

test("bell and inbox work by keyboard alone", async ({ page }) => {
  const listId = await freshInbox(page, 2);
  await page.goto("/");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
  // Tab from the top of the page until the bell has focus: it must be reachable.
  for (let step = 0; step < 15; step++) {
    if (await bell(page).evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(bell(page)).toBeFocused();
  await page.keyboard.press("Enter");
  const inbox = page.getByRole("dialog", { name: "Notifications" });
  await expect(inbox).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(inbox).toBeHidden();
  await expect(bell(page)).toBeFocused();

  await page.keyboard.press("Enter");
  // Both were raised in one transaction, so they share a creation time: either may come first.
  const first = inbox.getByRole("list", { name: "Your notifications" }).getByRole("button").first();
  await expect(first).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(inbox.getByRole("button", { name: "Mark all as read" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  await expect(first).toContainText(/E2E list [12]”/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(listPath(listId));
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
});

test("the open inbox passes axe, fits 360 px and is screenshotted at 1280 and 360 px", async ({
  page,
}, testInfo) => {
  await freshInbox(page, 4);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await bell(page).click();
    const inbox = page.getByRole("dialog", { name: "Notifications" });
    await expect(inbox.getByRole("button", { name: /E2E list 4/ })).toBeVisible();
    await noAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await inbox.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`) });
  }
});

// Role changes are made by the admin through the API, in a request context of its own (the page stays the
// Basic user's). The Basic user is put back afterwards: other specs rely on a Basic user without prices.
const CHANGED = "basic@catalogue.example";

async function adminSetsRole(request: APIRequestContext, email: string, role: AssignableRole): Promise<void> {
  await call(request, devCalls.session, { body: { email: "admin@catalogue.example" } });
  const userId = await demoUserId(request, email);
  const countries = await call(request, referenceDataCalls.scpCountries, {});
  const germany = countries.find((each) => each.country === "Germany");
  if (!germany) throw new Error("no Germany among the countries");
  await call(request, userAdminCalls.changeRoles, {
    params: { id: userId },
    body: { roles: [{ countryId: germany.id, role }] },
  });
}

/** Opens the unread role-change notification from the bell's inbox; the popup it opens. */
async function openRoleChangeFromInbox(page: Page): Promise<Locator> {
  await bell(page).click();
  await page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("button", { name: /^Unread: Your roles have changed/ })
    .click();
  return page.getByRole("dialog", { name: "Your roles have changed" });
}

/** The role change behind the user's newest unread USER_ROLES_CHANGED notification, as the API reports it. */
async function newestRoleChange(page: Page) {
  const list = await call(page, notificationCalls.page, { query: { page: 0, size: 10, sort: "desc" } });
  const changeId = list.content.find((each) => each.type === "USER_ROLES_CHANGED")?.userRoleChangeId;
  if (!changeId) throw new Error("no role-change notification");
  return call(page, roleChangeCalls.get, { params: { id: changeId } });
}

test.describe("role changes", () => {
  test.afterEach(async ({ request }) => adminSetsRole(request, CHANGED, "BASIC_USER"));

  test("a role change opens its popup: EUR notice, the roles, and for first price access the way to settings", async ({
    page,
    request,
  }, testInfo) => {
    await actAs(page, CHANGED);
    await call(page, notificationCalls.markAllRead, {});
    await adminSetsRole(request, CHANGED, "ADVANCED_USER");
    const change = await newestRoleChange(page);
    expect(change.read).toBe(false);

    await page.goto("/");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    const popup = await openRoleChangeFromInbox(page);
    await expect(popup).toContainText("Important: Your default currency is now EUR.");
    await expect(popup.getByRole("listitem")).toHaveText(["Advanced user in Germany"]);
    await expect(popup).toContainText("You may now see prices. Switch them on in your settings.");
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await noAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`role-change-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await popup.getByRole("button", { name: "Open settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(popup).toBeHidden();
    await expect.poll(async () => (await newestRoleChange(page)).read).toBe(true);
    // Now an Advanced user: the price switch the popup pointed to is open.
    await expect(page.getByRole("switch", { name: "Show prices" })).toBeEnabled();
  });

  test("a role change without first price access has no settings button; closing marks it read", async ({
    page,
    request,
  }) => {
    await adminSetsRole(request, CHANGED, "BASIC_USER_PLUS");
    await actAs(page, CHANGED);
    await call(page, notificationCalls.markAllRead, {});
    await adminSetsRole(request, CHANGED, "BASIC_USER");
    expect((await newestRoleChange(page)).read).toBe(false);

    await page.goto("/");
    const popup = await openRoleChangeFromInbox(page);
    await expect(popup.getByRole("listitem")).toHaveText(["Basic user in Germany"]);
    await expect(popup).toContainText("Your default currency is now EUR.");
    await expect(popup.getByRole("button", { name: "Open settings" })).toHaveCount(0);
    // The footer's Close (the header's × carries the same name).
    await popup.getByRole("button", { name: "Close" }).last().click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await newestRoleChange(page)).read).toBe(true);
  });
});
