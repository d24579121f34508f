import { ALL_CALLS, honoPath } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "./testing/test-app";

/** Routes of the API app that are not calls: the OpenAPI document and its viewer with the viewer's files. */
const isNotCall = (route: string): boolean =>
  route === "GET /openapi.json" || /^GET \/docs(\/|$)/.test(route);

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every method and path the app serves under /api, as `GET /users/:id`. */
function servedRoutes(app: TestApp["app"]): string[] {
  const served = app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${route.path.slice("/api".length)}`)
    .filter((route) => !isNotCall(route));
  return [...new Set(served)].sort();
}

describe("the call catalogue", () => {
  it("lists exactly the calls the server serves, no more and no fewer", () => {
    // The test app runs in demo mode: the production-only calls (the OpenID Connect callback) are not served.
    const demoCalls = ALL_CALLS.filter((entry) => entry.onlyIn !== "production");
    const catalogued = [
      ...new Set(demoCalls.map((entry) => `${entry.method} ${honoPath(entry.path)}`)),
    ].sort();
    expect(servedRoutes(t.app)).toEqual(catalogued);
  });

  it("names every call once", () => {
    const ids = ALL_CALLS.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("describes every published call in the OpenAPI document under its id", async () => {
    const document = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operationIds = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    const published = ALL_CALLS.filter((entry) => !entry.internal && entry.onlyIn !== "production").map(
      (entry) => entry.id,
    );
    expect(operationIds.sort()).toEqual(published.sort());
  });
});
