import type { ErrorEnvelope, HealthResponse } from "@catalogue/core/api";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { Database } from "../db/database";
import { buildServices } from "../services";
import { auth, bearerFor, openTestApp, TEST_SETTINGS, type TestApp } from "../testing/test-app";
import type { AppEnv } from "./app-env";
import { memoryLogger } from "./logger";

let t: TestApp;
let readOnly: Database;
let refusing: Hono<AppEnv>;
let token: string;
const logs = memoryLogger();

// A second server on the same database, whose every transaction is read-only: storage refusing writes as a
// read-only database or standby does (PostgreSQL's 25006), on PGlite and PostgreSQL alike.
beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "advanced@catalogue.example");
  // The user has used the app before storage went read-only: their default list exists.
  await listTitles(t.app);
  readOnly = await t.database.openReadOnlyPeer();
  refusing = createApp({ webDist: "", services: buildServices(readOnly, TEST_SETTINGS), logger: logs });
});
afterAll(async () => {
  await readOnly.close();
  await t.close();
});

const createList = (app: Hono<AppEnv>, title: string) =>
  app.request("/api/product-lists/list", {
    method: "POST",
    headers: { ...auth(token), "Content-Type": "application/json" },
    body: JSON.stringify({ title }),
  });
const listTitles = async (app: Hono<AppEnv>) => {
  const res = await app.request("/api/product-lists/list", { headers: auth(token) });
  expect(res.status, await res.clone().text()).toBe(200);
  return JSON.stringify(await res.json());
};
const health = async (app: Hono<AppEnv>) =>
  (await (await app.request("/api/health")).json()) as HealthResponse;

describe("storage that refuses writes", () => {
  it("answers a write with 503 STORAGE_UNAVAILABLE and Retry-After, and logs why", async () => {
    const res = await createList(refusing, "Refused while read-only");

    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("30");
    expect((await res.json()) as ErrorEnvelope).toMatchObject({
      status: 503,
      resultKey: "STORAGE_UNAVAILABLE",
    });
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: "storage refuses writes", reason: "readOnly" }),
    );
  });

  it("loses nothing and keeps reading: the list is not there, and lists still load", async () => {
    await createList(refusing, "Never stored");

    expect(await listTitles(refusing)).not.toContain("Never stored");
    expect(await listTitles(t.app)).not.toContain("Never stored");
  });

  it("says so in health, with the reason, while the other server's storage is writable", async () => {
    await createList(refusing, "Refused again");

    expect((await health(refusing)).storage).toEqual({ writable: false, reason: "readOnly" });
    expect((await health(t.app)).storage).toEqual({ writable: true });
  });
});
