import { countrySharingCalls } from "@catalogue/core/api/catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries, productLists } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

// Core spec 6: the seed's Key user holds the Key user role in Germany only.
let t: TestApp;
let c: ReturnType<typeof listsClient>;
let keyUser: string;
let admin: string;
let country: Record<"DE" | "FR", { id: number; subregionId: number }>;

const countryLists = async () =>
  (await t.services.database.db.select().from(productLists).where(eq(productLists.type, "countryShare")))
    .length;

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  keyUser = await bearerFor(t.app, EMAIL.keyUser);
  admin = await bearerFor(t.app, EMAIL.admin);
  const rows = await t.services.database.db.select().from(countries);
  const of = (shortcut: string) => {
    const row = rows.find((r) => r.shortcut === shortcut);
    return { id: row?.id as number, subregionId: row?.subregionId as number };
  };
  country = { DE: of("DE"), FR: of("FR") };
});
afterAll(async () => t.close());

describe("country sharing to countries without Key user rights", () => {
  it("refuses a Key user's share to a country they hold no Key user role in, and writes nothing", async () => {
    const own = await c.create(keyUser, "Curated for France");
    const before = await countryLists();
    const res = await c.call(keyUser, "POST", `/api/country-sharing/${own.id}/share`, {
      note: "For French ICUs",
      countryIds: [country.DE.id, country.FR.id],
      subregions: [],
    });
    expect(res).toMatchObject({ status: 403, body: { resultKey: "INSUFFICIENT_PERMISSIONS" } });
    expect(await countryLists()).toBe(before);
  });

  it("refuses the same through a subregion that names a foreign country", async () => {
    const own = await c.create(keyUser, "Curated for a subregion");
    const res = await c.call(keyUser, "POST", `/api/country-sharing/${own.id}/share`, {
      note: "Subregion",
      countryIds: [],
      subregions: [{ subregionId: country.FR.subregionId, countryIds: [country.FR.id] }],
    });
    expect(res).toMatchObject({ status: 403, body: { resultKey: "INSUFFICIENT_PERMISSIONS" } });
  });

  it("lets the Key user share to their own country and an admin to any", async () => {
    const own = await c.create(keyUser, "Curated for Germany");
    const mine = await c.as(keyUser, countrySharingCalls.share, {
      params: { id: own.id },
      body: { note: "DE", countryIds: [country.DE.id], subregions: [] },
    });
    expect(mine.sharedCountryIds).toEqual([country.DE.id]);
    const adminList = await c.create(admin, "Curated everywhere");
    const shared = await c.as(admin, countrySharingCalls.share, {
      params: { id: adminList.id },
      body: { note: "All", countryIds: [country.DE.id, country.FR.id], subregions: [] },
    });
    expect([...shared.sharedCountryIds].sort()).toEqual([country.DE.id, country.FR.id].sort());
  });
});
