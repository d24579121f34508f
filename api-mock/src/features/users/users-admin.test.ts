import type { NotificationPage, UserProfileResponse } from "@catalogue/core/api";
import type { RoleChangeInfo } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencies, userRoleChanges, users } from "../../db/schema/index";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { DEMO, usersClient } from "./users-test.fixture";

let t: TestApp;
let client: ReturnType<typeof usersClient>;
let germany: number;
let austria: number;
let adminId: number;
const changed: number[] = [];

// The tests change users' roles, settings and versions: each changes users of its own, copies of the demo accounts.
beforeAll(async () => {
  t = await openTestApp();
  client = usersClient(t);
  germany = await client.countryId("DE");
  austria = await client.countryId("AT");
  adminId = await client.idOf(DEMO.admin);
  t.services.usersAdmin.onUserChanged((id) => changed.push(id));
});
afterAll(async () => t.close());

type Answer = UserProfileResponse & { resultKey?: string };
const admin = <T = Answer>(method: string, path: string, body?: unknown) =>
  client.call<T>(DEMO.admin, method, path, body);
const roleChangeCount = async (userId: number) =>
  (await t.services.database.db.select().from(userRoleChanges).where(eq(userRoleChanges.userId, userId)))
    .length;

async function setCurrency(userId: number, title: string): Promise<void> {
  const [currency] = await t.services.database.db
    .select()
    .from(currencies)
    .where(eq(currencies.title, title));
  await t.services.database.db
    .update(users)
    .set({ currencyId: currency?.id ?? null })
    .where(eq(users.id, userId));
}

describe("role changes by an admin", () => {
  it("sets roles per country, makes EUR the currency, records the change and notifies the user", async () => {
    const { id: basic, email } = await userLike(t, DEMO.basic);
    await setCurrency(basic, "CHF");

    const res = await admin("PUT", `/api/users/${basic}/change-roles`, {
      roles: [
        { countryId: germany, role: "ADVANCED_USER" },
        { countryId: austria, role: "KEY_USER" },
      ],
    });
    const newest = await client.call<RoleChangeInfo>(email, "GET", "/api/v3/user-role-changes");
    const inbox = await client.call<NotificationPage>(email, "GET", "/api/notifications/list");

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "KEY_USER", currencyShortcut: "EUR", admin: false });
    expect(res.body.roles).toEqual(
      expect.arrayContaining([
        { role: "ADVANCED_USER", countryId: germany },
        { role: "KEY_USER", countryId: austria },
      ]),
    );
    expect(newest.body).toMatchObject({
      firstPriceAccess: true,
      read: false,
      elements: [
        { role: "ADVANCED_USER", countryName: "Germany" },
        { role: "KEY_USER", countryName: "Austria" },
      ],
    });
    expect(inbox.body.content[0]).toMatchObject({
      type: "USER_ROLES_CHANGED",
      userRoleChangeId: newest.body.id,
    });
    expect(changed).toContain(basic);
  });

  it("records nothing when the roles stay the same", async () => {
    const { id: basic } = await userLike(t, DEMO.basic);
    await admin("PUT", `/api/users/${basic}/change-roles`, {
      roles: [
        { countryId: germany, role: "ADVANCED_USER" },
        { countryId: austria, role: "KEY_USER" },
      ],
    });
    const before = await roleChangeCount(basic);
    await admin("PUT", `/api/users/${basic}/change-roles`, {
      roles: [
        { countryId: austria, role: "KEY_USER" },
        { countryId: germany, role: "ADVANCED_USER" },
      ],
    });
    expect(await roleChangeCount(basic)).toBe(before);
  });

  it("rejects a role that cannot be assigned, or two roles in one country, with 460", async () => {
    const { id: basic } = await userLike(t, DEMO.basicPlus);
    const admins = await admin("PUT", `/api/users/${basic}/change-roles`, {
      roles: [{ countryId: germany, role: "ADMIN" }],
    });
    const twice = await admin("PUT", `/api/users/${basic}/change-roles`, {
      roles: [
        { countryId: germany, role: "BASIC_USER" },
        { countryId: germany, role: "KEY_USER" },
      ],
    });
    const none = await admin("PUT", `/api/users/${basic}/change-roles`, { roles: [] });
    expect([admins.status, twice.status, none.status]).toEqual([460, 460, 460]);
  });

  it("keeps everything when a write inside the transaction fails", async () => {
    const { id: target } = await userLike(t, DEMO.basicPlus);
    const before = await admin("GET", `/api/users/${target}`);
    const notify = t.services.notifications.notify;
    const calls = changed.length;
    t.services.notifications.notify = async () => {
      throw new Error("the inbox is down");
    };
    try {
      const res = await admin("PUT", `/api/users/${target}/change-roles`, {
        roles: [{ countryId: germany, role: "KEY_USER" }],
      });
      expect(res.status).toBe(500);
    } finally {
      t.services.notifications.notify = notify;
    }
    const after = await admin("GET", `/api/users/${target}`);
    expect(after.body.roles).toEqual(before.body.roles);
    expect(after.body.role).toBe(before.body.role);
    expect(await roleChangeCount(target)).toBe(0);
    expect(changed.length).toBe(calls);
  });
});

describe("Key user role changes", () => {
  it("lets a Key user change roles in their country", async () => {
    const { id: target } = await userLike(t, DEMO.basicPlus);
    const res = await client.call<Answer>(DEMO.keyUser, "PUT", `/api/users/${target}/change-roles`, {
      roles: [{ countryId: germany, role: "ADVANCED_USER_PLUS" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe("ADVANCED_USER_PLUS");
  });

  it("refuses a change in a country where they are not Key user (403 INSUFFICIENT_PERMISSIONS) and keeps the roles", async () => {
    const { id: target } = await userLike(t, DEMO.basicPlus);
    await client.call(DEMO.keyUser, "PUT", `/api/users/${target}/change-roles`, {
      roles: [{ countryId: germany, role: "ADVANCED_USER_PLUS" }],
    });
    const res = await client.call<Answer>(DEMO.keyUser, "PUT", `/api/users/${target}/change-roles`, {
      roles: [
        { countryId: germany, role: "ADVANCED_USER_PLUS" },
        { countryId: austria, role: "BASIC_USER" },
      ],
    });
    const after = await admin("GET", `/api/users/${target}`);
    expect(res.status).toBe(403);
    expect(res.body.resultKey).toBe("INSUFFICIENT_PERMISSIONS");
    expect(after.body.roles).toEqual([{ role: "ADVANCED_USER_PLUS", countryId: germany }]);
  });
});

describe("admin role, reset and removal", () => {
  it("grants admin: the country roles go, the user is admin everywhere", async () => {
    const { id: target } = await userLike(t, DEMO.advanced);
    const res = await admin("PUT", `/api/users/upgrade-to-admin/${target}`);
    expect(res.body).toMatchObject({ role: "ADMIN", admin: true });
    expect(new Set(res.body.roles.map((held) => held.role))).toEqual(new Set(["ADMIN"]));
    expect(res.body.roles.length).toBe(res.body.accessibleCountries.length);
  });

  it("granting admin and the global reset are role changes: EUR, a role-change record and a notification each", async () => {
    const { id: target, email } = await userLike(t, DEMO.basic);
    const newest = async () =>
      (await client.call<RoleChangeInfo>(email, "GET", "/api/v3/user-role-changes")).body;
    const inbox = async () =>
      (await client.call<NotificationPage>(email, "GET", "/api/notifications/list")).body.content[0];
    const before = await roleChangeCount(target);

    await setCurrency(target, "CHF");
    const granted = await admin("PUT", `/api/users/upgrade-to-admin/${target}`);
    const grant = await newest();
    expect(granted.body).toMatchObject({ admin: true, currencyShortcut: "EUR" });
    expect(new Set(grant.elements.map((element) => element.role))).toEqual(new Set(["ADMIN"]));
    expect(await inbox()).toMatchObject({ type: "USER_ROLES_CHANGED", userRoleChangeId: grant.id });

    await setCurrency(target, "CHF");
    const reset = await admin("DELETE", `/api/users/demote-all/${target}`);
    const demotion = await newest();
    expect(reset.body).toMatchObject({ admin: false, role: "BASIC_USER", currencyShortcut: "EUR" });
    expect(new Set(demotion.elements.map((element) => element.role))).toEqual(new Set(["BASIC_USER"]));
    expect(demotion.id).not.toBe(grant.id);
    expect(await inbox()).toMatchObject({ type: "USER_ROLES_CHANGED", userRoleChangeId: demotion.id });
    expect(await roleChangeCount(target)).toBe(before + 2);
  });

  it("refuses to remove an admin (409 USER_ADMIN_CANNOT_BE_DELETED) until demoted", async () => {
    const { id: target } = await userLike(t, DEMO.advanced);
    expect((await admin("PUT", `/api/users/upgrade-to-admin/${target}`)).body.admin).toBe(true);
    const refused = await admin("DELETE", `/api/users/${target}`);
    expect(refused.status).toBe(409);
    expect(refused.body.resultKey).toBe("USER_ADMIN_CANNOT_BE_DELETED");

    const reset = await admin("DELETE", `/api/users/demote-all/${target}`);
    expect(reset.body).toMatchObject({ role: "BASIC_USER", admin: false, currencyShortcut: "EUR" });
    expect(new Set(reset.body.roles.map((held) => held.role))).toEqual(new Set(["BASIC_USER"]));
    expect(reset.body.roles.length).toBe(reset.body.accessibleCountries.length);

    expect((await admin("DELETE", `/api/users/${target}`)).status).toBe(204);
    expect((await admin("GET", `/api/users/${target}`)).status).toBe(464);
  });

  it("never lets an admin change their own admin role", async () => {
    const demote = await admin("DELETE", `/api/users/demote-all/${adminId}`);
    const roles = await admin("PUT", `/api/users/${adminId}/change-roles`, {
      roles: [{ countryId: germany, role: "KEY_USER" }],
    });
    const toPartner = await admin("PUT", `/api/users/${adminId}`, {
      userType: "EXTERNAL",
      countryId: austria,
    });
    for (const res of [demote, roles, toPartner]) {
      expect(res.status).toBe(409);
      expect(res.body.resultKey).toBe("CANNOT_CHANGE_OWN_ADMIN_ROLE");
    }
    expect((await admin("GET", `/api/users/${adminId}`)).body.admin).toBe(true);
  });
});

describe("account details and enabling", () => {
  it("disables an account, ending its sessions at once, and enables it again", async () => {
    const { id: target, token } = await userLike(t, DEMO.basicPlus);
    // Use the session first, so it is served from the session cache: disabling must reach the cache too.
    const before = await t.app.request("/api/user/profile", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const off = await admin("PUT", `/api/users/${target}/change-enable`, { enabled: false });
    const during = await t.app.request("/api/user/profile", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const on = await admin("PUT", `/api/users/${target}/change-enable`, { enabled: true });

    expect(before.status).toBe(200);
    expect(off.body.enabled).toBe(false);
    expect(during.status).toBe(401);
    expect(on.body.enabled).toBe(true);
  });

  it("edits details, and switches to an SCP profile only with a country (409 MISSING_COUNTRY)", async () => {
    const { id: target } = await userLike(t, DEMO.basicPlus);
    const renamed = await admin("PUT", `/api/users/${target}`, {
      name: "Bertha",
      organizationRole: "MARKETING",
    });
    const missing = await admin("PUT", `/api/users/${target}`, { userType: "EXTERNAL" });
    const partner = await admin("PUT", `/api/users/${target}`, { userType: "EXTERNAL", countryId: austria });

    expect(renamed.body).toMatchObject({ name: "Bertha", organizationRole: "MARKETING" });
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ resultKey: "MISSING_COUNTRY", message: "Missing country" });
    expect(partner.body).toMatchObject({
      userType: "EXTERNAL",
      role: "SALES_CHANNEL_PARTNER",
      scpStatus: "ACCEPTED",
      countryId: austria,
      roles: [{ role: "SALES_CHANNEL_PARTNER", countryId: austria }],
    });
  });

  it("answers 428 for a stale version and 464 for an unknown user or company", async () => {
    const { id: target } = await userLike(t, DEMO.basic);
    // Another admin has edited the user since version 1.
    expect((await admin("PUT", `/api/users/${target}`, { name: "Bea" })).status).toBe(200);
    const stale = await admin("PUT", `/api/users/${target}`, { version: 1, name: "Old" });
    const unknownUser = await admin("PUT", "/api/users/999999/change-enable", { enabled: false });
    const unknownCompany = await admin("PUT", `/api/users/${target}`, { companyId: 999999 });
    expect([stale.status, unknownUser.status, unknownCompany.status]).toEqual([428, 464, 464]);
  });

  it("sets a partner's countries and the country of the partner's company", async () => {
    const { id: partner } = await userLike(t, DEMO.accepted);
    const switzerland = await client.countryId("CH");
    const countries = await admin("PATCH", `/api/users/countries/${partner}`, {
      countryIds: [austria, switzerland],
    });
    const origin = await admin("PATCH", `/api/user/${partner}/origin-scp-country`, {
      countryId: switzerland,
    });
    const staff = await admin("PATCH", `/api/users/countries/${await client.idOf(DEMO.basic)}`, {
      countryIds: [austria],
    });

    expect(countries.body.roles).toEqual(
      expect.arrayContaining([
        { role: "SALES_CHANNEL_PARTNER", countryId: austria },
        { role: "SALES_CHANNEL_PARTNER", countryId: switzerland },
      ]),
    );
    expect(origin.body.scpCompanyCountry).toBe("Switzerland");
    expect(staff.status).toBe(464);
  });
});
