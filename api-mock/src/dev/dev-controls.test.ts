import {
  DevSessionResponse,
  DevUser,
  ErrorEnvelope,
  RequestRecordSchema,
  UserProfileResponse,
} from "@catalogue/core/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { mailOutbox } from "../db/schema/index";
import { auth, openTestApp, type TestApp } from "../testing/test-app";
import { parseFaultHeader } from "./fault-injection";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown) =>
  t.app.request(`/api/__dev${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

async function actAs(email: string): Promise<string> {
  return DevSessionResponse.parse(await (await post("/session", { email })).json()).token;
}

describe("developer controls", () => {
  it("lists the demo users with e-mail, role, country and partner status", async () => {
    const users = z.array(DevUser).parse(await (await t.app.request("/api/__dev/users")).json());
    expect(users).toHaveLength(13);
    expect(users.find((user) => user.email === "partner.pending@partner.example")).toMatchObject({
      role: "SALES_CHANNEL_PARTNER",
      scpStatus: "PENDING",
      country: "AT",
    });
  });

  it("acts as a user: sets the cookie and returns a working bearer token", async () => {
    const res = await post("/session", { email: "key.user@catalogue.example" });
    expect(res.headers.get("set-cookie")).toContain("catalogue_session=");
    const { token } = DevSessionResponse.parse(await res.json());
    const profile = await t.app.request("/api/user/profile", { headers: auth(token) });
    expect(UserProfileResponse.parse(await profile.json()).role).toBe("KEY_USER");
  });

  it("injects a fault per request with the X-Mock-Fault header", async () => {
    const token = await actAs("basic@catalogue.example");
    const res = await t.app.request("/api/currencies/list", {
      headers: { ...auth(token), "X-Mock-Fault": "464:RESOURCE_NOT_FOUND" },
    });
    expect(res.status).toBe(464);
    expect(ErrorEnvelope.parse(await res.json()).resultKey).toBe("RESOURCE_NOT_FOUND");
  });

  it("injects faults and latency per route pattern until they are cleared", async () => {
    const token = await actAs("basic@catalogue.example");
    await post("/faults", {
      pattern: "/api/countries/*",
      status: 500,
      resultKey: "INTERNAL_ERROR",
      delayMs: 50,
    });
    const started = performance.now();
    const failing = await t.app.request("/api/countries/list", { headers: auth(token) });
    expect(failing.status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect((await t.app.request("/api/currencies/list", { headers: auth(token) })).status).toBe(200);
    await t.app.request("/api/__dev/faults", { method: "DELETE" });
    expect((await t.app.request("/api/countries/list", { headers: auth(token) })).status).toBe(200);
  });

  it("never fires a rule whose probability is 0", async () => {
    const token = await actAs("basic@catalogue.example");
    await post("/faults", { pattern: "*", status: 503, probability: 0 });
    for (let i = 0; i < 5; i++)
      expect((await t.app.request("/api/app-info", { headers: auth(token) })).status).toBe(200);
    await t.app.request("/api/__dev/faults", { method: "DELETE" });
  });

  it("shows the last requests with status, timing and validation outcome", async () => {
    const token = await actAs("basic@catalogue.example");
    await t.app.request("/api/user/profile", {
      method: "PUT",
      headers: auth(token),
      body: JSON.stringify({ separator: "X" }),
    });
    const records = z
      .array(RequestRecordSchema)
      .parse(await (await t.app.request("/api/__dev/requests")).json());
    const last = records.find((record) => record.method === "PUT" && record.path === "/api/user/profile");
    expect(last).toMatchObject({ status: 460 });
    expect(last?.validation).toContain("separator");
  });

  it("shows the mail outbox", async () => {
    await t.services.database.db
      .insert(mailOutbox)
      .values({ recipient: "a@b.example", subject: "Hello", body: "Hi" });
    const mails = (await (await t.app.request("/api/__dev/outbox")).json()) as { subject: string }[];
    expect(mails.map((mail) => mail.subject)).toContain("Hello");
  });

  it("reseeds the database on reset (a changed profile is back to its seed)", async () => {
    const token = await actAs("advanced@catalogue.example");
    await t.app.request("/api/user/profile", {
      method: "PUT",
      headers: auth(token),
      body: JSON.stringify({ separator: "DOT" }),
    });
    expect((await post("/reset", {})).status).toBe(200);
    const fresh = await actAs("advanced@catalogue.example");
    const profile = UserProfileResponse.parse(
      await (await t.app.request("/api/user/profile", { headers: auth(fresh) })).json(),
    );
    expect(profile.separator).toBe("COMMA");
    expect((await t.app.request("/api/user/profile", { headers: auth(token) })).status).toBe(401);
  });
});

describe("X-Mock-Fault header", () => {
  it.each([
    ["500", { status: 500, resultKey: undefined, delayMs: undefined }],
    ["409:DRAFT_TAKEN;delay=20", { status: 409, resultKey: "DRAFT_TAKEN", delayMs: 20 }],
    ["delay=300", { delayMs: 300 }],
  ])("reads %s", (value, expected) => {
    expect(parseFaultHeader(value)).toEqual(expected);
  });

  it.each(["200", "abc", "409;delay=-1"])("rejects %s", (value) => {
    expect(parseFaultHeader(value)).toBeUndefined();
  });
});

describe("production mode", () => {
  it("has no developer controls", async () => {
    const production = await openTestApp({ mode: "production" });
    try {
      expect((await production.app.request("/api/__dev/users")).status).toBe(404);
      const session = await production.app.request("/api/__dev/session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "admin@catalogue.example" }),
      });
      expect(session.status).toBe(404);
      const doc = (await (await production.app.request("/api/openapi.json")).json()) as { paths: object };
      expect(Object.keys(doc.paths).some((path) => path.startsWith("/__dev"))).toBe(false);
    } finally {
      await production.close();
    }
  });
});
