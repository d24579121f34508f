import type { ProductCard } from "@catalogue/core/api";
import { AVAILABILITY_STATUS_DICTIONARY } from "@catalogue/core/api";
import type { AvailabilityIndicator } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityIndicators, countries, users } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "./catalogue-oracle.fixture";

let t: TestApp;
let token: string;
const [countryProduct, globalProduct, subregionProduct] = SEED.products;

beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "advanced@catalogue.example");
  const db = t.services.database.db;
  const [user] = await db.select().from(users).where(eq(users.username, "advanced"));
  const [home] = await db
    .select()
    .from(countries)
    .where(eq(countries.id, user?.countryId ?? 0));
  const [elsewhere] = await db.select().from(countries).where(eq(countries.shortcut, "FR"));
  const base = { description: "Set by the key user", link: null, criticalQuantity: null };
  await db.insert(availabilityIndicators).values([
    { ...base, partNumber: countryProduct?.partNumber ?? "", scope: "GLOBAL", status: "AVAILABLE" },
    {
      ...base,
      partNumber: countryProduct?.partNumber ?? "",
      scope: "COUNTRY",
      status: "WARNING",
      countryId: home?.id,
    },
    { ...base, partNumber: globalProduct?.partNumber ?? "", scope: "GLOBAL", status: "NOT_AVAILABLE" },
    {
      ...base,
      partNumber: globalProduct?.partNumber ?? "",
      scope: "COUNTRY",
      status: "WARNING",
      countryId: elsewhere?.id,
    },
    {
      ...base,
      partNumber: subregionProduct?.partNumber ?? "",
      scope: "SUBREGION",
      status: "WARNING",
      subregionId: home?.subregionId,
    },
  ]);
  await t.services.catalogue.reload();
});
afterAll(async () => t.close());

async function getJson<T>(path: string): Promise<T> {
  const res = await t.app.request(path, { headers: auth(token) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe("GET /api/products/availability-indicator", () => {
  it("gives the most specific indicator per part number: own country, then subregion, then global", async () => {
    const indicators = await getJson<AvailabilityIndicator[]>("/api/products/availability-indicator");
    const byPart = new Map(indicators.map((indicator) => [indicator.partNumber, indicator]));

    expect(indicators).toHaveLength(3);
    expect(byPart.get(countryProduct?.partNumber ?? "")).toMatchObject({
      scope: "COUNTRY",
      status: "WARNING",
    });
    expect(byPart.get(globalProduct?.partNumber ?? "")).toMatchObject({
      scope: "GLOBAL",
      status: "NOT_AVAILABLE",
    });
    expect(byPart.get(subregionProduct?.partNumber ?? "")).toMatchObject({ scope: "SUBREGION" });
  });

  it("narrows to one part number", async () => {
    const indicators = await getJson<AvailabilityIndicator[]>(
      `/api/products/availability-indicator?partNumber=${globalProduct?.partNumber}`,
    );

    expect(indicators.map((indicator) => indicator.partNumber)).toEqual([globalProduct?.partNumber]);
  });

  it("puts the indicator's custom status on the product's card", async () => {
    const list = await t.app.request("/api/products/list", {
      method: "POST",
      headers: auth(token),
      body: JSON.stringify({ ids: [countryProduct?.id, globalProduct?.id] }),
    });
    const [country, global] = (await list.json()) as ProductCard[];

    expect(country?.customStatus?.status).toBe("WARNING");
    expect(global?.customStatus?.status).toBe("NOT_AVAILABLE");
  });
});

describe("GET /api/dictionaries/products/availability-indicator", () => {
  it("lists the three custom statuses with their label keys", async () => {
    const dictionary = await getJson<{ value: string; labelKey: string }[]>(
      "/api/dictionaries/products/availability-indicator",
    );

    expect(dictionary.map((entry) => entry.value).sort()).toEqual(["AVAILABLE", "NOT_AVAILABLE", "WARNING"]);
    expect(dictionary).toEqual(AVAILABILITY_STATUS_DICTIONARY);
  });
});
