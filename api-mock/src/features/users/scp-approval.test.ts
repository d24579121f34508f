import type { UserProfileResponse } from "@catalogue/core/api";
import type { RoleChangeInfo, ScpCountry } from "@catalogue/core/model";
import { messageText } from "@catalogue/core/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, countries, userRoles, users } from "../../db/schema/index";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { DEMO, usersClient } from "./users-test.fixture";

let t: TestApp;
let client: ReturnType<typeof usersClient>;
let germany: number;
let austria: number;
let companyId: number;

type Answer = UserProfileResponse & {
  resultKey?: string;
  fieldErrors?: { field: string; messageKey: string }[];
};

beforeAll(async () => {
  t = await openTestApp();
  client = usersClient(t);
  germany = await client.countryId("DE");
  austria = await client.countryId("AT");
  const [company] = await t.services.database.db.select({ id: companies.id }).from(companies).limit(1);
  companyId = company?.id ?? 0;
});
afterAll(async () => t.close());

/** Moves a partner's registration to Germany, the Key user's country. */
async function registerInGermany(email: string): Promise<number> {
  const id = await client.idOf(email);
  const db = t.services.database.db;
  await db.update(users).set({ countryId: germany }).where(eq(users.id, id));
  await db
    .update(userRoles)
    .set({ countryId: germany })
    .where(and(eq(userRoles.userId, id)));
  return id;
}

/** Opens `countryId` to partners, keeping open the countries open already and those partners hold. */
async function openToPartners(countryId: number): Promise<void> {
  const { body } = await client.call<ScpCountry[]>(DEMO.admin, "GET", "/api/countries/scp-available");
  const held = await t.services.database.db
    .selectDistinct({ countryId: userRoles.countryId })
    .from(userRoles)
    .where(eq(userRoles.role, "SALES_CHANNEL_PARTNER"));
  const open = [
    ...body.filter((country) => country.availableForScp).map((country) => country.id),
    ...held.map((row) => row.countryId).filter((id): id is number => id !== null),
    countryId,
  ];
  const res = await client.call(DEMO.admin, "PATCH", "/api/countries/scp-available", {
    countryIds: [...new Set(open)],
  });
  expect(res.status).toBe(200);
}

const regularCall = (as: string) =>
  client.call<{ resultKey?: string }>(as, "GET", "/api/favorite-products/list");

describe("partner approval", () => {
  // Each test decides on a pending partner of its own, registered in Germany, which is open to partners.
  let pending: string;
  beforeEach(async () => {
    await openToPartners(germany);
    pending = (await userLike(t, DEMO.pending)).email;
    await registerInGermany(pending);
  });

  it("lists the pending partners of the Key user's countries only", async () => {
    const mine = await client.call<{ content: { email: string; countryId: number }[] }>(
      DEMO.keyUser,
      "GET",
      "/api/users/externals?status=PENDING&size=100",
    );
    expect(mine.body.content.map((user) => user.email)).toContain(pending);
    expect(mine.body.content.every((user) => user.countryId === germany)).toBe(true);
  });

  it("needs a company, a function and a country, with the specification's messages (460)", async () => {
    const id = await client.idOf(pending);
    const res = await client.call<Answer>(DEMO.keyUser, "PATCH", `/api/users/scp/${id}/confirm`, {
      accepted: true,
      countryIds: [],
    });
    expect(res.status).toBe(460);
    expect(res.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: "companyId", messageKey: "validation.scpActivation.companyRequired" },
        { field: "organizationRole", messageKey: "validation.required" },
        expect.objectContaining({
          field: "countryIds",
          messageKey: "validation.scpActivation.countryRequired",
        }),
      ]),
    );
    // The keys read as the specification's sentences (supplement 5) in the client's English.
    const english = (field: string) =>
      messageText("en", res.body.fieldErrors?.find((error) => error.field === field)?.messageKey ?? "");
    expect(english("companyId")).toBe("Company is required to activate account");
    expect(english("countryIds")).toBe("A user needs access to at least one country to activate an account");
    expect(english("organizationRole")).toBe("This field cannot be empty");
  });

  it("refuses a country outside the Key user's (403 INSUFFICIENT_PERMISSIONS)", async () => {
    const id = await client.idOf(pending);
    const res = await client.call<Answer>(DEMO.keyUser, "PATCH", `/api/users/scp/${id}/confirm`, {
      accepted: true,
      companyId,
      organizationRole: "SALES_REPRESENTATIVE",
      countryIds: [germany, austria],
    });
    expect(res.status).toBe(403);
    expect(res.body.resultKey).toBe("INSUFFICIENT_PERMISSIONS");
    expect((await regularCall(pending)).body.resultKey).toBe("SALES_CHANNEL_PARTNER_USER_PENDING");
  });

  it("approves: the partner's next call goes through (the registered country kept: no role change)", async () => {
    const id = await client.idOf(pending);
    const res = await client.call<Answer>(DEMO.keyUser, "PATCH", `/api/users/scp/${id}/confirm`, {
      accepted: true,
      companyId,
      organizationRole: "SERVICE",
      countryIds: [germany],
    });
    const change = await client.call<RoleChangeInfo>(pending, "GET", "/api/v3/user-role-changes");

    expect(res.body).toMatchObject({
      scpStatus: "ACCEPTED",
      organizationRole: "SERVICE",
      company: { id: companyId },
    });
    expect((await regularCall(pending)).status).toBe(200);
    expect(res.body.roles).toEqual([{ role: "SALES_CHANNEL_PARTNER", countryId: germany }]);
    expect(change.status).toBe(464);
  });

  it("rejects: the partner's next call answers 403 SALES_CHANNEL_PARTNER_USER_REJECTED", async () => {
    const id = await client.idOf(pending);
    const res = await client.call<Answer>(DEMO.admin, "PATCH", `/api/users/scp/${id}/confirm`, {
      accepted: false,
    });
    const next = await regularCall(pending);
    expect(res.body.scpStatus).toBe("REJECTED");
    expect(next.status).toBe(403);
    expect(next.body.resultKey).toBe("SALES_CHANNEL_PARTNER_USER_REJECTED");
  });

  it("answers 464 when the user is not a partner", async () => {
    const staff = await client.idOf(DEMO.basic);
    expect(
      (await client.call(DEMO.admin, "PATCH", `/api/users/scp/${staff}/confirm`, { accepted: false })).status,
    ).toBe(464);
  });
});

describe("countries open to partners", () => {
  it("refuses to close a country with assigned partners (409 SCP_USER_ASSIGNED_TO_COUNTRY) and changes nothing", async () => {
    const before = await client.call<ScpCountry[]>(DEMO.admin, "GET", "/api/countries/scp-available");
    const res = await client.call<Answer>(DEMO.admin, "PATCH", "/api/countries/scp-available", {
      countryIds: [germany],
    });
    const after = await client.call<ScpCountry[]>(DEMO.admin, "GET", "/api/countries/scp-available");
    expect(res.status).toBe(409);
    expect(res.body.resultKey).toBe("SCP_USER_ASSIGNED_TO_COUNTRY");
    expect(after.body).toEqual(before.body);
  });

  it("opens exactly the chosen countries, and registration follows at once", async () => {
    const held = await t.services.database.db
      .selectDistinct({ countryId: userRoles.countryId })
      .from(userRoles)
      .where(eq(userRoles.role, "SALES_CHANNEL_PARTNER"));
    const open = held.map((row) => row.countryId).filter((id): id is number => id !== null);
    const iceland = await client.countryId("IS");

    const res = await client.call<ScpCountry[]>(DEMO.admin, "PATCH", "/api/countries/scp-available", {
      countryIds: [...open, iceland],
    });
    const registration = await client.call<Answer>(DEMO.pendingNoCountry, "PUT", "/api/user/scp-profile", {
      countryId: iceland,
    });

    expect(res.status).toBe(200);
    expect(
      res.body
        .filter((country) => country.availableForScp)
        .map((country) => country.id)
        .sort(),
    ).toEqual([...new Set([...open, iceland])].sort());
    expect(registration.body).toMatchObject({ countryId: iceland, scpStatus: "PENDING" });
    const closed = res.body.find((country) => !country.availableForScp);
    const refused = await client.call<Answer>(DEMO.pendingNoCountry, "PUT", "/api/user/scp-profile", {
      countryId: closed?.id,
    });
    expect(refused.body.resultKey).toBe("SCP_USER_ASSIGNED_TO_COUNTRY");
  });

  it("opens a country while a partner sits in a country closed before: only closing is refused", async () => {
    const db = t.services.database.db;
    // Arranged behind the API's back, as data from before the rule could be: a partner's country is closed.
    await db.update(countries).set({ availableForScp: false }).where(eq(countries.id, austria));
    t.services.referenceData.invalidate();
    const before = await client.call<ScpCountry[]>(DEMO.admin, "GET", "/api/countries/scp-available");
    const open = before.body.filter((country) => country.availableForScp).map((country) => country.id);
    const iceland = await client.countryId("IS");

    const res = await client.call<ScpCountry[]>(DEMO.admin, "PATCH", "/api/countries/scp-available", {
      countryIds: [...open, iceland],
    });
    await db.update(countries).set({ availableForScp: true }).where(eq(countries.id, austria));
    t.services.referenceData.invalidate();

    expect(res.status).toBe(200);
    expect(res.body.find((country) => country.id === iceland)?.availableForScp).toBe(true);
  });

  it("rejects an unknown country with 464", async () => {
    const res = await client.call(DEMO.admin, "PATCH", "/api/countries/scp-available", {
      countryIds: [999999],
    });
    expect(res.status).toBe(464);
  });
});
