import { SubregionWithCountries } from "@catalogue/core/api";
import { AppInfo, Company, Country, Currency } from "@catalogue/core/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "basic@catalogue.example");
});
afterAll(async () => {
  await t.close();
});

async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  const res = await t.app.request(`/api${path}`, { headers: auth(token) });
  expect(res.status).toBe(200);
  return schema.parse(await res.json());
}

describe("reference data", () => {
  it("lists the countries with their shortcut as title and their subregion", async () => {
    const countries = await get("/countries/list", z.array(Country));
    expect(countries.length).toBeGreaterThanOrEqual(50);
    expect(countries.find((country) => country.title === "DE")?.subregion).not.toBeNull();
  });

  it("lists subregions, each holding at least one country (core spec 9)", async () => {
    const subregions = await get("/countries/subregion-list", z.array(SubregionWithCountries));
    expect(subregions.length).toBeGreaterThan(1);
    for (const subregion of subregions) expect(subregion.countries.length, subregion.name).toBeGreaterThan(0);
  });

  it("lists the currencies from AED to ZAR with EUR at rate 1", async () => {
    const currencies = await get("/currencies/list", z.array(Currency));
    expect(currencies.length).toBeGreaterThanOrEqual(55);
    expect(currencies[0]?.title).toBe("AED");
    expect(currencies.at(-1)?.title).toBe("ZAR");
    expect(currencies.find((currency) => currency.title === "EUR")?.eurRate).toBe(1);
  });

  it("lists the companies", async () => {
    const companies = await get("/companies/list", z.array(Company));
    expect(companies.length).toBeGreaterThan(0);
  });

  it("answers the app info links as absolute URLs", async () => {
    const info = await get("/app-info", AppInfo);
    expect(info.privacyPolicyWeb).toMatch(/^http:\/\/localhost:8080\//);
  });
});
