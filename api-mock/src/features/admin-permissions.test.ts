import { IMPORT_MIN_INTERVAL_MS } from "@catalogue/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, bearerFor, openTestApp, type TestApp } from "../testing/test-app";
import { DEMO } from "./users/users-test.fixture";

/**
 * The permission matrix of the administration routes, from ONE table. Every route of the OpenAPI
 * document under the prefixes below needs an entry, so a new route without one fails. Calls are chosen not to
 * change anything: mutations name a user or country that does not exist, so an allowed caller gets 464 (the
 * access check comes first) and a refused one 403. docs/admin/permissions.md explains the reading.
 */
const REQUIRED_PREFIXES = [
  "/users",
  "/user/",
  "/v3/user-role-changes",
  "/countries/scp-available",
  "/firebase-statistics",
  "/system/",
  "/table-import-statuses",
  "/products/{id}/availability-indicator",
];

/** Every role (core spec 6) and every partner status (core spec 4.4) as a caller, and a call without a session. */
const SUBJECTS = [
  "basic",
  "basicPlus",
  "advanced",
  "advancedPlus",
  "keyUser",
  "admin",
  "onboarding",
  "pending",
  "pendingNoCountry",
  "accepted",
  "rejected",
  "anonymous",
] as const;
type Subject = (typeof SUBJECTS)[number];
const EMAIL: Record<Exclude<Subject, "anonymous">, string> = {
  basic: DEMO.basic,
  basicPlus: DEMO.basicPlus,
  advanced: DEMO.advanced,
  advancedPlus: DEMO.advancedPlus,
  keyUser: DEMO.keyUser,
  admin: DEMO.admin,
  onboarding: DEMO.onboarding,
  pending: DEMO.pending,
  pendingNoCountry: DEMO.pendingNoCountry,
  accepted: DEMO.accepted,
  rejected: DEMO.rejected,
};
/**
 * Core spec 8: the result key a refused partner's 403 carries, whatever the route (the client routes on it:
 * waiting room, registration, rejected page). Other refusals carry their own keys.
 */
const PARTNER_KEY: Partial<Record<Subject, string>> = {
  pending: "SALES_CHANNEL_PARTNER_USER_PENDING",
  pendingNoCountry: "SALES_CHANNEL_PARTNER_USER_PENDING",
  rejected: "SALES_CHANNEL_PARTNER_USER_REJECTED",
};

type Expected = Record<Subject, number>;
/** `ok` for the subjects named, 403 for every other signed-in caller, 401 without a session. */
const only = (ok: number, ...allowed: Subject[]): Expected =>
  Object.fromEntries(
    SUBJECTS.map((subject) => [
      subject,
      subject === "anonymous" ? 401 : allowed.includes(subject) ? ok : 403,
    ]),
  ) as Expected;
const SIGNED_IN = SUBJECTS.filter((subject) => subject !== "anonymous");
const everyone = (status: number): Expected => only(status, ...SIGNED_IN);
const STAFF: Subject[] = ["basic", "basicPlus", "advanced", "advancedPlus", "keyUser", "admin"];
const staffAnd = (staff: number, partners: number): Expected =>
  Object.fromEntries(
    SUBJECTS.map((s) => [s, s === "anonymous" ? 401 : STAFF.includes(s) ? staff : partners]),
  ) as Expected;

const NO_USER = 999_999;
const DE = 1;
const INDICATOR = { scope: "GLOBAL", status: "WARNING", description: "Matrix test" };

interface Entry {
  /** The concrete path to call (below /api). */
  path: string;
  body?: unknown;
  expect: Expected;
}

/** The one table: "METHOD /openapi/path" => the call and the status per subject. */
const MATRIX: Record<string, Entry> = {
  "GET /users/internals": { path: "/users/internals", expect: only(200, "keyUser", "admin") },
  "GET /users/externals": { path: "/users/externals", expect: only(200, "keyUser", "admin") },
  "GET /users/internals/download-csv": {
    path: "/users/internals/download-csv",
    expect: only(200, "keyUser", "admin"),
  },
  "GET /users/externals/download-csv": {
    path: "/users/externals/download-csv",
    expect: only(200, "keyUser", "admin"),
  },
  "GET /users/autocomplete": { path: "/users/autocomplete?search=karl", expect: only(200, ...STAFF) },
  "GET /users/scp-autocomplete": {
    path: "/users/scp-autocomplete?search=paula",
    expect: only(200, ...STAFF),
  },
  "GET /users/{id}": { path: `/users/${NO_USER}`, expect: only(464, "keyUser", "admin") },
  "PUT /users/{id}": { path: `/users/${NO_USER}`, body: { name: "X" }, expect: only(464, "admin") },
  "DELETE /users/{id}": { path: `/users/${NO_USER}`, expect: only(464, "admin") },
  "PUT /users/{id}/change-enable": {
    path: `/users/${NO_USER}/change-enable`,
    body: { enabled: true },
    expect: only(464, "admin"),
  },
  "PUT /users/{id}/change-roles": {
    path: `/users/${NO_USER}/change-roles`,
    body: { roles: [{ countryId: DE, role: "BASIC_USER" }] },
    expect: only(464, "keyUser", "admin"),
  },
  "PUT /users/upgrade-to-admin/{id}": {
    path: `/users/upgrade-to-admin/${NO_USER}`,
    expect: only(464, "admin"),
  },
  "DELETE /users/demote-all/{id}": { path: `/users/demote-all/${NO_USER}`, expect: only(464, "admin") },
  "PATCH /users/countries/{id}": {
    path: `/users/countries/${NO_USER}`,
    body: { countryIds: [DE] },
    expect: only(464, "admin"),
  },
  "PATCH /users/scp/{id}/confirm": {
    path: `/users/scp/${NO_USER}/confirm`,
    body: { accepted: false },
    expect: only(464, "keyUser", "admin"),
  },
  "PATCH /user/{id}/origin-scp-country": {
    path: `/user/${NO_USER}/origin-scp-country`,
    body: { countryId: DE },
    expect: only(464, "admin"),
  },
  "GET /countries/scp-available": { path: "/countries/scp-available", expect: only(200, "admin") },
  "PATCH /countries/scp-available": {
    path: "/countries/scp-available",
    body: { countryIds: [NO_USER] },
    expect: only(464, "admin"),
  },
  // Availability management and table imports (features/availability, features/table-imports): highest role.
  "GET /products/{id}/availability-indicator": {
    path: `/products/${NO_USER}/availability-indicator`,
    expect: only(464, "admin"),
  },
  "POST /products/{id}/availability-indicator": {
    path: `/products/${NO_USER}/availability-indicator`,
    body: INDICATOR,
    expect: only(464, "admin"),
  },
  "PUT /products/{id}/availability-indicator": {
    path: `/products/${NO_USER}/availability-indicator`,
    body: INDICATOR,
    expect: only(464, "admin"),
  },
  "DELETE /products/{id}/availability-indicator": {
    path: `/products/${NO_USER}/availability-indicator`,
    expect: only(464, "admin"),
  },
  // The same path without customOnly is the regular pages' read; the custom-only list is the admin's.
  "GET /products/availability-indicator": {
    path: "/products/availability-indicator?customOnly=true",
    expect: only(200, "admin"),
  },
  "GET /table-import-statuses": { path: "/table-import-statuses", expect: only(200, "admin") },
  "POST /table-import-statuses": { path: "/table-import-statuses", expect: only(200, "admin") },
  "GET /table-import-statuses/synchronization": {
    path: "/table-import-statuses/synchronization",
    expect: only(200, "admin"),
  },
  "GET /table-import-statuses/{table}": { path: "/table-import-statuses/prices", expect: only(200, "admin") },
  "POST /table-import-statuses/{table}": { path: "/table-import-statuses/stock", expect: only(200, "admin") },
  "GET /system/database-activity": { path: "/system/database-activity", expect: only(200, "admin") },
  "GET /system/error-logs": { path: "/system/error-logs", expect: only(200, "admin") },
  "GET /firebase-statistics/amount-product-list": {
    path: "/firebase-statistics/amount-product-list",
    expect: only(200, "admin"),
  },
  "GET /firebase-statistics/average-products": {
    path: "/firebase-statistics/average-products",
    expect: only(200, "admin"),
  },
  "GET /firebase-statistics/product-occurrences": {
    path: "/firebase-statistics/product-occurrences",
    expect: only(200, "admin"),
  },
  "GET /firebase-statistics/amount-quantity-per-product": {
    path: "/firebase-statistics/amount-quantity-per-product",
    expect: only(200, "admin"),
  },
  "GET /firebase-statistics/average-quantity-per-product": {
    path: "/firebase-statistics/average-quantity-per-product",
    expect: only(200, "admin"),
  },
  "GET /firebase-statistics/average-price-per-product": {
    path: "/firebase-statistics/average-price-per-product",
    expect: only(200, "admin"),
  },
  "GET /firebase-statistics/product-list-overall-statistics": {
    path: "/firebase-statistics/product-list-overall-statistics",
    expect: only(200, "admin"),
  },
  "GET /firebase-statistics/favorite-occurences": {
    path: "/firebase-statistics/favorite-occurences",
    expect: only(200, "admin"),
  },
  // Every user reads only their own role changes; nobody here has one.
  "GET /v3/user-role-changes": { path: "/v3/user-role-changes", expect: everyone(464) },
  "GET /v3/user-role-changes/{id}": { path: `/v3/user-role-changes/${NO_USER}`, expect: everyone(464) },
  "PUT /v3/user-role-changes/{id}": { path: `/v3/user-role-changes/${NO_USER}`, expect: everyone(464) },
  // The caller's own profile and settings (features/profile): open to partners, as registration needs them.
  "GET /user/profile": { path: "/user/profile", expect: everyone(200) },
  "PUT /user/profile": { path: "/user/profile", body: {}, expect: everyone(200) },
  // An unknown country: every signed-in caller reaches the check (464), nothing changes.
  "PUT /user/country-and-currency": {
    path: "/user/country-and-currency",
    body: { countryId: NO_USER, currencyId: 1 },
    expect: everyone(464),
  },
  "GET /user/api-tokens": { path: "/user/api-tokens", expect: everyone(200) },
  // A nameless token is refused (460) for everyone signed in, so the check writes nothing.
  "POST /user/api-tokens": { path: "/user/api-tokens", body: { name: "" }, expect: everyone(460) },
  "DELETE /user/api-tokens/{id}": { path: `/user/api-tokens/${NO_USER}`, expect: everyone(464) },
  "PUT /user/scp-profile": {
    path: "/user/scp-profile",
    body: { countryId: null },
    expect: staffAnd(403, 409),
  },
  "PUT /user/language": { path: "/user/language", body: { languageShortcut: "en" }, expect: everyone(200) },
  "GET /user/language/list": { path: "/user/language/list", expect: everyone(200) },
  "GET /user/organization-role/list": { path: "/user/organization-role/list", expect: everyone(200) },
  "GET /user/user-subregion-permissions": { path: "/user/user-subregion-permissions", expect: everyone(200) },
  "PATCH /user/has-mobile-firebase-consent-accepted": {
    path: "/user/has-mobile-firebase-consent-accepted",
    body: { accepted: true },
    expect: everyone(200),
  },
  "PATCH /user/has-seen-mobile-firebase-consent": {
    path: "/user/has-seen-mobile-firebase-consent",
    body: { seen: true },
    expect: everyone(200),
  },
  // Every signed-in user registers their own device (partners still onboarding too: the app asks them for consent).
  "POST /user/fcm-registration-id": {
    path: "/user/fcm-registration-id",
    body: { fcmRegistrationId: "matrix-device" },
    expect: everyone(200),
  },
};

let t: TestApp;
const tokens = new Map<Subject, string>();
let documented: string[] = [];

beforeAll(async () => {
  t = await openTestApp();
  for (const subject of SIGNED_IN) tokens.set(subject, await bearerFor(t.app, EMAIL[subject]));
  const res = await t.app.request("/api/openapi.json");
  const doc = (await res.json()) as { paths: Record<string, object> };
  if (!doc.paths) throw new Error(`no OpenAPI document: ${res.status} ${JSON.stringify(doc).slice(0, 500)}`);
  documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(async () => t.close());

const pathOf = (route: string) => route.slice(route.indexOf(" ") + 1);
const under = (prefixes: string[]) => (route: string) =>
  prefixes.some((prefix) => pathOf(route).startsWith(prefix));

describe("administration permission matrix", () => {
  it("has an entry for every documented route under the administration prefixes", () => {
    const missing = documented.filter(under(REQUIRED_PREFIXES)).filter((r) => !(r in MATRIX));
    expect(missing).toEqual([]);
  });

  it("lists no route the document does not have", () => {
    const stale = Object.keys(MATRIX).filter((route) => !documented.includes(route));
    expect(stale).toEqual([]);
  });

  const cases = Object.entries(MATRIX).flatMap(([route, entry]) =>
    SUBJECTS.map((subject) => ({ route, entry, subject, status: entry.expect[subject] })),
  );
  it.each(cases)("$route as $subject answers $status", async ({ route, entry, subject, status }) => {
    const method = route.slice(0, route.indexOf(" "));
    // An allowed import trigger starts a run: let the last one finish and move past the "too early" window.
    await t.services.importRunner.settled();
    if (method === "POST" && entry.path.startsWith("/table-import-statuses") && status === 200)
      t.clock.advance(IMPORT_MIN_INTERVAL_MS);
    const token = tokens.get(subject);
    const res = await t.app.request(`/api${entry.path}`, {
      method,
      headers: token ? auth(token) : { "Content-Type": "application/json" },
      ...(entry.body === undefined ? {} : { body: JSON.stringify(entry.body) }),
    });
    const text = await res.text();
    expect(res.status).toBe(status);
    const partnerKey = PARTNER_KEY[subject];
    if (status === 403 && partnerKey)
      expect((JSON.parse(text) as { resultKey?: string }).resultKey).toBe(partnerKey);
  });
});
