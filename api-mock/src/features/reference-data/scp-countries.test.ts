import { ScpCountry } from "@catalogue/core/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("countries for SCP registration", () => {
  it("lists every country with its SCP availability, and registration accepts exactly the available ones", async () => {
    const token = await bearerFor(t.app, "partner.new@partner.example");
    const res = await t.app.request("/api/countries/scp-list", { headers: auth(token) });
    expect(res.status).toBe(200);
    const countries = z.array(ScpCountry).parse(await res.json());
    const open = countries.filter((country) => country.availableForScp);
    const closed = countries.filter((country) => !country.availableForScp);
    expect(open.length).toBeGreaterThan(0);
    expect(closed.length).toBeGreaterThan(0);

    const register = (countryId: number) =>
      t.app.request("/api/user/scp-profile", {
        method: "PUT",
        headers: { ...auth(token), "Content-Type": "application/json" },
        body: JSON.stringify({ countryId }),
      });
    const refused = await register((closed[0] as ScpCountry).id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { resultKey: string }).resultKey).toBe("SCP_USER_ASSIGNED_TO_COUNTRY");
    expect((await register((open[0] as ScpCountry).id)).status).toBe(200);
  });

  it("needs a session", async () => {
    expect((await t.app.request("/api/countries/scp-list")).status).toBe(401);
  });
});
