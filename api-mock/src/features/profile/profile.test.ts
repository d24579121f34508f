import {
  ErrorEnvelope,
  FirebaseConsentState,
  SubregionPermission,
  UserProfileResponse,
} from "@catalogue/core/api";
import { Language, OrganizationRoleOption } from "@catalogue/core/model";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await openTestApp();
  for (const who of ["admin", "basic", "advanced", "key.user", "new.user"]) {
    tokens[who] = await bearerFor(t.app, `${who}@catalogue.example`);
  }
  for (const who of ["partner.new", "partner.pending-no-country", "partner.accepted"]) {
    tokens[who] = await bearerFor(t.app, `${who}@partner.example`);
  }
});
afterAll(async () => {
  await t.close();
});

async function call(who: string, method: string, path: string, body?: unknown): Promise<Response> {
  return t.app.request(`/api${path}`, {
    method,
    headers: auth(tokens[who] ?? ""),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
async function profileOf(who: string): Promise<UserProfileResponse> {
  return UserProfileResponse.parse(await (await call(who, "GET", "/user/profile")).json());
}
async function resultKey(res: Response): Promise<string> {
  return ErrorEnvelope.parse(await res.json()).resultKey;
}

describe("GET /api/user/profile", () => {
  it("answers the contract's profile with country, currency and language resolved", async () => {
    const profile = await profileOf("advanced");
    expect(profile).toMatchObject({
      email: "advanced@catalogue.example",
      role: "ADVANCED_USER",
      userType: "INTERNAL",
    });
    expect(profile.countryShortcut).toBe("DE");
    expect(profile.currencyShortcut).toBe("EUR");
    expect(profile.language.shortcut).toBe("en");
    expect(profile.accessibleCountries.map((country) => country.title)).toEqual(["DE"]);
  });

  it("lists an admin's everywhere-role once per country", async () => {
    const profile = await profileOf("admin");
    expect(profile.roles.length).toBe(profile.accessibleCountries.length);
    expect(profile.roles.length).toBeGreaterThan(40);
  });
});

describe("PUT /api/user/profile", () => {
  it("changes settings and bumps the version", async () => {
    const before = await profileOf("advanced");
    const res = await call("advanced", "PUT", "/user/profile", { separator: "DOT", phaseOutCheck: false });
    const after = UserProfileResponse.parse(await res.json());
    expect(after).toMatchObject({ separator: "DOT", phaseOutCheck: false, version: before.version + 1 });
  });

  it("refuses country, currency and username with 460 naming the field (core spec 5); nothing changes", async () => {
    const before = await profileOf("advanced");
    const sent = {
      countryId: 99999,
      country: "Nowhere",
      countryShortcut: "NW",
      currencyId: 1,
      currency: "Euro",
      currencyShortcut: "USD",
      username: "someone.else",
    };
    for (const [field, value] of Object.entries(sent)) {
      const res = await call("advanced", "PUT", "/user/profile", { separator: "DOT", [field]: value });
      expect(res.status, field).toBe(460);
      expect(ErrorEnvelope.parse(await res.json()).fieldErrors, field).toEqual([
        { field, messageKey: "validation.profile.notEditable" },
      ]);
    }
    const whole = await call("advanced", "PUT", "/user/profile", { ...before, separator: "DOT" });
    expect(whole.status).toBe(460);
    const after = await profileOf("advanced");
    expect(after).toEqual(before);
  });

  it("refuses a stale version with 428", async () => {
    // Another device has saved the profile since the version before this one.
    expect((await call("advanced", "PUT", "/user/profile", { separator: "DOT" })).status).toBe(200);
    const before = await profileOf("advanced");
    const res = await call("advanced", "PUT", "/user/profile", {
      version: before.version - 1,
      separator: "COMMA",
    });
    expect(res.status).toBe(428);
    expect(await resultKey(res)).toBe("OPTIMISTIC_LOCK");
  });

  it("refuses a Basic user switching prices on with 409 SHOW_PRICES_NOT_ALLOWED", async () => {
    const res = await call("basic", "PUT", "/user/profile", { showPrices: true });
    expect(res.status).toBe(409);
    expect(await resultKey(res)).toBe("SHOW_PRICES_NOT_ALLOWED");
  });

  it("lets a Basic user leave prices off", async () => {
    const res = await call("basic", "PUT", "/user/profile", { showPrices: false, separator: "DOT" });
    expect(res.status).toBe(200);
  });

  it("lets an Advanced user switch prices off and on", async () => {
    await call("advanced", "PUT", "/user/profile", { showPrices: false });
    const res = await call("advanced", "PUT", "/user/profile", { showPrices: true });
    expect(UserProfileResponse.parse(await res.json()).showPrices).toBe(true);
  });

  it("answers 460 with field errors for a value outside the contract", async () => {
    const res = await call("advanced", "PUT", "/user/profile", { separator: "SEMICOLON" });
    expect(res.status).toBe(460);
    expect(ErrorEnvelope.parse(await res.json()).fieldErrors?.[0]?.field).toBe("separator");
  });
});

describe("PUT /api/user/country-and-currency", () => {
  const countryIdOf = async (shortcut: string) =>
    (await profileOf("admin")).accessibleCountries.find((country) => country.title === shortcut)
      ?.id as number;
  const currencyIdOf = async (code: string) =>
    (
      z
        .array(z.object({ id: z.number(), title: z.string() }))
        .parse(await (await call("admin", "GET", "/currencies/list")).json())
        .find((currency) => currency.title === code) as { id: number }
    ).id;

  it("changes the country and the currency together, within the countries the user's roles reach", async () => {
    const before = await profileOf("admin");
    const res = await call("admin", "PUT", "/user/country-and-currency", {
      countryId: await countryIdOf("FR"),
      currencyId: await currencyIdOf("USD"),
      version: before.version,
    });
    expect(res.status).toBe(200);
    const after = UserProfileResponse.parse(await res.json());
    expect(after).toMatchObject({
      countryShortcut: "FR",
      currencyShortcut: "USD",
      version: before.version + 1,
    });
    expect(await profileOf("admin")).toEqual(after);
  });

  it("refuses a country the user holds no role in (460 on countryId), and nothing changes", async () => {
    const before = await profileOf("advanced");
    const res = await call("advanced", "PUT", "/user/country-and-currency", {
      countryId: await countryIdOf("FR"),
      currencyId: before.currencyId,
    });
    expect(res.status).toBe(460);
    expect(ErrorEnvelope.parse(await res.json()).fieldErrors).toEqual([
      { field: "countryId", messageKey: "validation.profile.countryNotAllowed" },
    ]);
    expect(await profileOf("advanced")).toEqual(before);
  });

  it("answers 464 for an unknown country or currency, 460 without one, 428 for a stale version", async () => {
    // A version above 1 first, so that a stale one is a valid version number, whichever test ran before.
    const first = await profileOf("admin");
    const bump = { countryId: first.countryId, currencyId: first.currencyId, version: first.version };
    expect((await call("admin", "PUT", "/user/country-and-currency", bump)).status).toBe(200);
    const before = await profileOf("admin");
    const unknownCountry = await call("admin", "PUT", "/user/country-and-currency", {
      countryId: 987654,
      currencyId: before.currencyId,
    });
    expect(unknownCountry.status).toBe(464);
    const unknownCurrency = await call("admin", "PUT", "/user/country-and-currency", {
      countryId: before.countryId,
      currencyId: 987654,
    });
    expect(unknownCurrency.status).toBe(464);
    const missing = await call("admin", "PUT", "/user/country-and-currency", { countryId: before.countryId });
    expect(missing.status).toBe(460);
    const stale = await call("admin", "PUT", "/user/country-and-currency", {
      countryId: before.countryId,
      currencyId: before.currencyId,
      version: before.version - 1,
    });
    expect(stale.status).toBe(428);
    expect(await profileOf("admin")).toEqual(before);
  });
});

describe("onboarding", () => {
  // Each test onboards a new user of its own: one who completed onboarding is past these checks.
  beforeEach(async () => {
    tokens["new.user"] = (await userLike(t, "new.user@catalogue.example")).token;
  });

  it("refuses incomplete onboarding with 460 and the onboarding rule's field errors", async () => {
    const res = await call("new.user", "PUT", "/user/profile", { organizationRole: "SERVICE" });
    expect(res.status).toBe(460);
    const fields = ErrorEnvelope.parse(await res.json()).fieldErrors?.map((error) => error.field);
    expect(fields).toEqual(["countryId"]);
  });

  it("answers 464 for a country that does not exist", async () => {
    const res = await call("new.user", "PUT", "/user/profile", {
      organizationRole: "SERVICE",
      languageShortcut: "fr",
      countryId: 987654,
    });
    expect(res.status).toBe(464);
  });

  it("completes onboarding: country, its currency, function and language", async () => {
    const countries = z
      .array(z.object({ id: z.number(), title: z.string() }))
      .parse(await (await call("new.user", "GET", "/countries/list")).json());
    const france = countries.find((country) => country.title === "FR");
    const res = await call("new.user", "PUT", "/user/profile", {
      organizationRole: "SERVICE",
      languageShortcut: "fr",
      countryId: france?.id,
    });
    const profile = UserProfileResponse.parse(await res.json());
    expect(profile).toMatchObject({
      countryShortcut: "FR",
      currencyShortcut: "EUR",
      organizationRole: "SERVICE",
    });
    expect(profile.languageShortcut).toBe("fr");
  });
});

describe("PUT /api/user/scp-profile", () => {
  async function countryId(shortcut: string, open: boolean): Promise<number> {
    const res = await call("admin", "GET", "/countries/list");
    const countries = z.array(z.object({ id: z.number(), title: z.string() })).parse(await res.json());
    const match = countries.find((country) => country.title === shortcut);
    expect(match, `${shortcut} open to partners: ${open}`).toBeDefined();
    return match?.id ?? 0;
  }

  // Each test registers a new partner of its own.
  beforeEach(async () => {
    tokens["partner.new"] = (await userLike(t, "partner.new@partner.example")).token;
  });

  it("refuses a registration without a country with 409 MISSING_COUNTRY", async () => {
    const res = await call("partner.new", "PUT", "/user/scp-profile", { languageShortcut: "en" });
    expect(res.status).toBe(409);
    expect(await resultKey(res)).toBe("MISSING_COUNTRY");
  });

  it("registers a partner with a country, who then waits as PENDING", async () => {
    const res = await call("partner.new", "PUT", "/user/scp-profile", {
      countryId: await countryId("AT", true),
      languageShortcut: "de",
    });
    const profile = UserProfileResponse.parse(await res.json());
    expect(profile).toMatchObject({ scpStatus: "PENDING", countryShortcut: "AT", userType: "EXTERNAL" });
    expect(profile.accessibleCountries.map((country) => country.title)).toEqual(["AT"]);
  });

  it("is for partners only (403 for internal users)", async () => {
    const res = await call("basic", "PUT", "/user/scp-profile", { countryId: await countryId("AT", true) });
    expect(res.status).toBe(403);
  });
});

describe("language, lists and permissions", () => {
  it("changes the language", async () => {
    const res = await call("basic", "PUT", "/user/language", { languageShortcut: "ja" });
    expect(UserProfileResponse.parse(await res.json()).language.shortcut).toBe("ja");
  });

  it("lists the 11 languages and the 7 functions", async () => {
    const languages = z
      .array(Language)
      .parse(await (await call("basic", "GET", "/user/language/list")).json());
    const roles = z
      .array(OrganizationRoleOption)
      .parse(await (await call("basic", "GET", "/user/organization-role/list")).json());
    expect(languages).toHaveLength(11);
    expect(roles).toHaveLength(7);
  });

  it("gives a Key user the subregion of their country and a Basic user none", async () => {
    const key = z
      .array(SubregionPermission)
      .parse(await (await call("key.user", "GET", "/user/user-subregion-permissions")).json());
    expect(key.flatMap((subregion) => subregion.countries.map((country) => country.title))).toEqual(["DE"]);
    const basic = await (await call("basic", "GET", "/user/user-subregion-permissions")).json();
    expect(basic).toEqual([]);
  });
});

describe("mobile push consent", () => {
  it("stores the decision and that it was seen", async () => {
    const seen = await call("basic", "PATCH", "/user/has-seen-mobile-firebase-consent", { seen: true });
    expect(FirebaseConsentState.parse(await seen.json())).toEqual({ accepted: null, seen: true });
    const accepted = await call("basic", "PATCH", "/user/has-mobile-firebase-consent-accepted", {
      accepted: false,
    });
    expect(FirebaseConsentState.parse(await accepted.json())).toEqual({ accepted: false, seen: true });
  });
});
