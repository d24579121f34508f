import type { ErrorEnvelope } from "@catalogue/core/api";
import { IMPORT_MIN_INTERVAL_MS } from "@catalogue/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, bearerFor, openTestApp, type TestApp } from "../testing/test-app";
import { SEED } from "./products/catalogue-oracle.fixture";

/**
 * Issue 8 items 4 and 5: every availability-management and table-import route x every role and partner status
 * => the expected status, from the one table below. A route of these areas in the OpenAPI document without an
 * entry here fails the test. (Merged later with the users/roles matrix of items 1-3 and 6.)
 */
const PRODUCT = SEED.products[5]?.id ?? 0;
const indicator = { scope: "GLOBAL", status: "WARNING", description: "Matrix test" };

interface RouteCase {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** As in the OpenAPI document. */
  documented: string;
  url: string;
  body?: unknown;
  /** The highest role's success status. */
  ok: number;
}

const ROUTES: RouteCase[] = [
  {
    method: "GET",
    documented: "/api/products/{id}/availability-indicator",
    url: `/api/products/${PRODUCT}/availability-indicator`,
    ok: 200,
  },
  {
    method: "POST",
    documented: "/api/products/{id}/availability-indicator",
    url: `/api/products/${PRODUCT}/availability-indicator`,
    body: indicator,
    ok: 201,
  },
  {
    method: "PUT",
    documented: "/api/products/{id}/availability-indicator",
    url: `/api/products/${PRODUCT}/availability-indicator`,
    body: indicator,
    ok: 200,
  },
  {
    method: "DELETE",
    documented: "/api/products/{id}/availability-indicator",
    url: `/api/products/${PRODUCT}/availability-indicator`,
    ok: 200,
  },
  {
    method: "GET",
    documented: "/api/products/availability-indicator?customOnly=true",
    url: "/api/products/availability-indicator?customOnly=true",
    ok: 200,
  },
  { method: "GET", documented: "/api/table-import-statuses", url: "/api/table-import-statuses", ok: 200 },
  { method: "POST", documented: "/api/table-import-statuses", url: "/api/table-import-statuses", ok: 200 },
  {
    method: "GET",
    documented: "/api/table-import-statuses/synchronization",
    url: "/api/table-import-statuses/synchronization",
    ok: 200,
  },
  {
    method: "GET",
    documented: "/api/table-import-statuses/{table}",
    url: "/api/table-import-statuses/prices",
    ok: 200,
  },
  {
    method: "POST",
    documented: "/api/table-import-statuses/{table}",
    url: "/api/table-import-statuses/stock",
    ok: 200,
  },
];

/** Who calls: the demo account (none = no session) and the status and result key everyone but the admin gets. */
const CALLERS: { who: string; email?: string; status: number | "ok"; resultKey?: string }[] = [
  { who: "Admin", email: "admin@catalogue.example", status: "ok" },
  { who: "Key user", email: "key.user@catalogue.example", status: 403, resultKey: "FORBIDDEN" },
  { who: "Advanced plus", email: "advanced.plus@catalogue.example", status: 403, resultKey: "FORBIDDEN" },
  { who: "Advanced", email: "advanced@catalogue.example", status: 403, resultKey: "FORBIDDEN" },
  { who: "Basic plus", email: "basic.plus@catalogue.example", status: 403, resultKey: "FORBIDDEN" },
  { who: "Basic", email: "basic@catalogue.example", status: 403, resultKey: "FORBIDDEN" },
  { who: "Partner accepted", email: "partner.accepted@partner.example", status: 403, resultKey: "FORBIDDEN" },
  {
    who: "Partner pending",
    email: "partner.pending@partner.example",
    status: 403,
    resultKey: "SALES_CHANNEL_PARTNER_USER_PENDING",
  },
  {
    who: "Partner rejected",
    email: "partner.rejected@partner.example",
    status: 403,
    resultKey: "SALES_CHANNEL_PARTNER_USER_REJECTED",
  },
  { who: "No session", status: 401, resultKey: "UNAUTHORIZED" },
];

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await openTestApp();
  for (const caller of CALLERS)
    if (caller.email) tokens.set(caller.who, await bearerFor(t.app, caller.email));
});
afterAll(async () => t.close());

describe("permission matrix: availability management and table imports", () => {
  it("has an entry for every route of these areas in the OpenAPI document", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, object>;
    };
    const documented = Object.entries(doc.paths)
      .filter(
        ([p]) => p.startsWith("/table-import-statuses") || p === "/products/{id}/availability-indicator",
      )
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} /api${p}`));
    const covered = ROUTES.map((route) => `${route.method} ${route.documented}`);
    expect(new Set(covered)).toEqual(
      new Set([...documented, "GET /api/products/availability-indicator?customOnly=true"]),
    );
  });

  for (const caller of CALLERS) {
    for (const route of ROUTES) {
      const expected = caller.status === "ok" ? route.ok : caller.status;
      it(`${caller.who}: ${route.method} ${route.url} => ${expected}`, async () => {
        // Each admin trigger starts a run: let the previous finish and move past the "too early" window (only
        // then: sessions live 12 hours on the test clock).
        await t.services.importRunner.settled();
        if (caller.status === "ok" && route.url.includes("table-import") && route.method === "POST")
          t.clock.advance(IMPORT_MIN_INTERVAL_MS);
        const token = tokens.get(caller.who);
        const res = await t.app.request(route.url, {
          method: route.method,
          headers: token ? auth(token) : { "Content-Type": "application/json" },
          body: route.body ? JSON.stringify(route.body) : undefined,
        });
        expect(res.status).toBe(expected);
        if (caller.resultKey) expect(((await res.json()) as ErrorEnvelope).resultKey).toBe(caller.resultKey);
      });
    }
  }
});
