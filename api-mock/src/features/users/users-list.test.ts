import { ROLE_RANK } from "@catalogue/core/access";
import type { UserHint, UserListItem, UserPage, UserProfileResponse } from "@catalogue/core/api";
import { eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { DEMO, parseCsv, usersClient } from "./users-test.fixture";

let t: TestApp;
let client: ReturnType<typeof usersClient>;
let germany: number;

beforeAll(async () => {
  t = await openTestApp();
  client = usersClient(t);
  germany = await client.countryId("DE");
});
afterAll(async () => t.close());

const page = (path: string, as: string = DEMO.admin) => client.call<UserPage>(as, "GET", path);
const reaches = (user: UserListItem, countryId: number) =>
  user.countryId === countryId || user.roles.some((held) => held.countryId === countryId);

async function count(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await t.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return row?.n ?? 0;
}

describe("users tables", () => {
  it("pages the internals: staff only, 10 a page, with the total of all staff", async () => {
    const first = await page("/api/users/internals?page=0&size=10");
    const second = await page("/api/users/internals?page=1&size=10");

    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(await count(ne(users.userType, "PARTNER")));
    expect(first.body.content).toHaveLength(10);
    expect(first.body.content.every((user) => user.userType === "INTERNAL")).toBe(true);
    const overlap = second.body.content.filter((user) =>
      first.body.content.some((other) => other.id === user.id),
    );
    expect(overlap).toEqual([]);
  });

  it("lists the externals: partners only", async () => {
    const res = await page("/api/users/externals?size=100");

    expect(res.body.totalCount).toBe(await count(eq(users.userType, "PARTNER")));
    expect(
      res.body.content.every((user) => user.userType === "EXTERNAL" && user.role === "SALES_CHANNEL_PARTNER"),
    ).toBe(true);
  });

  it("searches name, surname and e-mail without regard to case", async () => {
    const bySurname = await page("/api/users/internals?search=KEYUSER");
    const byFullName = await page("/api/users/internals?search=karl%20keyuser");
    const byEmail = await page("/api/users/internals?search=key.user@");

    for (const res of [bySurname, byFullName, byEmail]) {
      expect(res.body.content.map((user) => user.email)).toContain(DEMO.keyUser);
    }
    expect((await page("/api/users/internals?search=%25")).body.totalCount).toBe(0);
  });

  it("sorts by e-mail both ways", async () => {
    const ascending = (await page("/api/users/internals?sort=EMAIL&direction=asc&size=50")).body.content;
    const descending = (await page("/api/users/internals?sort=EMAIL&direction=desc&size=50")).body.content;
    const emails = ascending.map((user) => user.email.toLowerCase());

    expect(emails).toEqual([...emails].sort());
    const descendingEmails = descending.map((user) => user.email.toLowerCase());
    expect(descendingEmails).toEqual([...descendingEmails].sort().reverse());
  });

  it("sorts by role in core's order, highest first, and back", async () => {
    const ranks = async (direction: "asc" | "desc") =>
      (await page(`/api/users/internals?sort=ROLE&direction=${direction}&size=100`)).body.content.map(
        (user) => ROLE_RANK.indexOf(user.role),
      );
    const ascending = await ranks("asc");
    const descending = await ranks("desc");

    expect(ascending).not.toContain(-1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(ascending[0]).toBe(ROLE_RANK.indexOf("ADMIN"));
    expect(descending[0]).toBe(ROLE_RANK.indexOf("BASIC_USER"));
  });

  it("filters by role, status and country", async () => {
    const keyUsers = await page("/api/users/internals?role=KEY_USER&size=100");
    const disabled = await page("/api/users/internals?status=DISABLED&size=100");
    const pending = await page("/api/users/externals?status=PENDING&size=100");
    const inGermany = await page(`/api/users/internals?countryId=${germany}&size=100`);

    expect(keyUsers.body.content.length).toBeGreaterThan(0);
    expect(keyUsers.body.content.every((user) => user.role === "KEY_USER")).toBe(true);
    expect(disabled.body.content.every((user) => !user.enabled)).toBe(true);
    expect(disabled.body.content.map((user) => user.username)).toContain("disabled");
    expect(pending.body.content.every((user) => user.scpStatus === "PENDING")).toBe(true);
    expect(pending.body.content.map((user) => user.email)).toEqual(expect.arrayContaining([DEMO.pending]));
    expect(inGermany.body.content.every((user) => reaches(user, germany))).toBe(true);
  });

  it("limits a Key user to users reaching their countries", async () => {
    const res = await page("/api/users/internals?size=100", DEMO.keyUser);
    const all = await page("/api/users/internals?size=1");

    expect(res.status).toBe(200);
    expect(res.body.content.every((user) => reaches(user, germany))).toBe(true);
    expect(res.body.totalCount).toBeLessThan(all.body.totalCount);
  });

  it("rejects a page size over 100 and an unknown sort with 460", async () => {
    expect((await page("/api/users/internals?size=101")).status).toBe(460);
    expect((await page("/api/users/internals?sort=SHOE_SIZE")).status).toBe(460);
  });
});

describe("users CSV download", () => {
  it("streams UTF-8 with a BOM, and reads back as the same users as the table", async () => {
    const id = await client.idOf(DEMO.advanced);
    await t.services.database.db
      .update(users)
      .set({ name: 'Arne "AJ", Jr.\nthe 2nd', surname: "=SUM(A1)" })
      .where(eq(users.id, id));

    const { res } = await client.call(DEMO.admin, "GET", "/api/users/internals/download-csv?sort=EMAIL");
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    const rows = parseCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, ""));
    const table = await page("/api/users/internals?sort=EMAIL&size=100");

    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = rows;
    expect(header?.slice(0, 4)).toEqual(["id", "name", "surname", "email"]);
    expect(lines).toHaveLength(await count(ne(users.userType, "PARTNER")));
    expect(lines.slice(0, 100).map((line) => [Number(line[0]), line[3]])).toEqual(
      table.body.content.map((user) => [user.id, user.email]),
    );
    const arne = lines.find((line) => Number(line[0]) === id);
    expect(arne?.[1]).toBe('Arne "AJ", Jr.\nthe 2nd');
    expect(arne?.[2]).toBe("'=SUM(A1)");
  });

  it("applies the filters and writes a role in every country as *", async () => {
    const { res } = await client.call(DEMO.admin, "GET", "/api/users/internals/download-csv?role=ADMIN");
    const [, ...lines] = parseCsv((await res.text()).replace(/^\uFEFF/, ""));

    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line[5] === "ADMIN")).toBe(true);
    expect(lines.map((line) => line[6])).toContain("ADMIN:*");
  });

  it("refuses a Basic user before sending any of the file", async () => {
    const res = await client.call(DEMO.basic, "GET", "/api/users/externals/download-csv");
    expect(res.status).toBe(403);
    expect(res.res.headers.get("content-type")).toContain("application/json");
  });
});

describe("user details and autocomplete", () => {
  it("shows an admin any user, and a Key user only users of their countries (464 else)", async () => {
    const partner = await client.idOf(DEMO.accepted);
    const admin = await client.call<UserProfileResponse>(DEMO.admin, "GET", `/api/users/${partner}`);
    const keyUser = await client.call(DEMO.keyUser, "GET", `/api/users/${partner}`);

    expect(admin.body).toMatchObject({ email: DEMO.accepted, scpStatus: "ACCEPTED", userType: "EXTERNAL" });
    expect(keyUser.status).toBe(464);
  });

  it("finds staff from 3 characters for any staff member, and nothing below", async () => {
    const found = await client.call<UserHint[]>(
      DEMO.basic,
      "GET",
      "/api/users/autocomplete?search=%20kar%20",
    );
    const short = await client.call<UserHint[]>(DEMO.basic, "GET", "/api/users/autocomplete?search=ka");

    expect(found.body.map((hint) => hint.email)).toContain(DEMO.keyUser);
    expect(found.body.every((hint) => !hint.email.endsWith("@partner.example"))).toBe(true);
    expect(short.body).toEqual([]);
  });

  it("offers only accepted, enabled partners to the SCP share dialog", async () => {
    const found = await client.call<UserHint[]>(
      DEMO.advanced,
      "GET",
      "/api/users/scp-autocomplete?search=partner&size=50",
    );
    const accepted = await client.idOf(DEMO.accepted);
    const pending = await client.idOf(DEMO.pending);

    expect(found.body.map((hint) => hint.id)).toContain(accepted);
    expect(found.body.map((hint) => hint.id)).not.toContain(pending);
  });

  it("keeps the directory closed to partners", async () => {
    expect((await client.call(DEMO.accepted, "GET", "/api/users/autocomplete?search=karl")).status).toBe(403);
    const pending = await client.call<{ resultKey: string }>(
      DEMO.pending,
      "GET",
      "/api/users/autocomplete?search=karl",
    );
    expect(pending.body.resultKey).toBe("SALES_CHANNEL_PARTNER_USER_PENDING");
  });
});
