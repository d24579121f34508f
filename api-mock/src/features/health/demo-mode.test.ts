import { HealthResponse } from "@catalogue/core/api";
import { afterAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../testing/test-app";

describe("demo mode", () => {
  it("has the identity page and the developer controls, and health says it is not a public demo", async () => {
    const t = await openTestApp({ mode: "demo" });
    afterAll(() => t.close());
    expect(await (await t.app.request("/api/auth/authorize")).text()).toContain("basic@catalogue.example");
    expect((await t.app.request("/api/__dev/users")).status).toBe(200);
    const health = HealthResponse.parse(await (await t.app.request("/api/health")).json());
    expect(health.publicDemo).toBe(false);
    expect(await (await t.app.request("/api/auth/authorize?lang=fr")).text()).not.toContain("Démo publique");
  });

  it("on a public address, health tells every page to show the demo banner", async () => {
    const t = await openTestApp({ mode: "demo", publicDemo: true });
    afterAll(() => t.close());
    const health = HealthResponse.parse(await (await t.app.request("/api/health")).json());
    expect(health.publicDemo).toBe(true);
    const page = await (await t.app.request("/api/auth/authorize?lang=fr")).text();
    expect(page).toContain("Démo publique");
  });
});
