import {
  ErrorEnvelope,
  FirebaseConsentState,
  SubregionPermission,
  UserProfileResponse,
} from "@catalogue/core/api";
import { Language, OrganizationRoleOption } from "@catalogue/core/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";

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

  it("ignores country, currency and username", async () => {
    const before = await profileOf("advanced");
    const res = await call("advanced", "PUT", "/user/profile", {
      ...before,
      countryId: 99999,
      currencyId: 1,
      username: "someone.else",
      country: "Nowhere",
    });
    const after = UserProfileResponse.parse(await res.json());
    expect([after.countryId, after.currencyId, after.username]).toEqual([
      before.countryId,
      before.currencyId,
      before.username,
    ]);
  });

  it("refuses a stale version with 428", async () => {
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

describe("onboarding", () => {
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
