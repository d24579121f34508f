import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { createApp } from "../app";
import type { Database } from "../db/database";
import type { AppEnv } from "../http/app-env";
import { memoryLogger } from "../http/logger";
import { type AppServices, buildServices, type ServiceSettings } from "../services";
import { openTestDatabase, type TestDatabase } from "./test-database";
import { TEST_SEED } from "./test-seed";

/** A test server: the whole app on a seeded database of its own, with a clock the test can move. */
export interface TestApp {
  app: Hono<AppEnv>;
  services: AppServices;
  logs: ReturnType<typeof memoryLogger>["lines"];
  clock: { now: Date; advance(ms: number): void };
  /** The app's database, which another instance may open its own connection to (`openPeer`). */
  database: TestDatabase;
  close(): Promise<void>;
}

/** The settings of a test app; tests override what they exercise. */
export const TEST_SETTINGS: ServiceSettings = {
  sessionSecret: "test-secret-test-secret-test-secret",
  allowedOrigins: [],
  mode: "demo",
  publicUrl: "http://localhost:8080",
  // Tests stand for a client behind one proxy, each with its own X-Forwarded-For address.
  trustedProxies: 1,
  seed: TEST_SEED,
  checkResponses: true,
};

/** Opens a seeded database and builds the app on it (call `close()` in afterAll; it fails on a contract mismatch). */
export async function openTestApp(overrides: Partial<ServiceSettings> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const { app, services, logs, checkedClose } = appOn(database, overrides, () => clock.now);
  return { app, services, logs, clock, database, close: () => checkedClose(() => database.close()) };
}

/**
 * A second server instance on the database of `first`, with a connection of its own (`openPeer`) and the same
 * settings and clock: as a second process on the same PostgreSQL would be. Close it before `first`.
 */
export async function openPeerApp(
  first: TestApp,
  overrides: Partial<ServiceSettings> = {},
): Promise<Omit<TestApp, "database" | "clock">> {
  const database = await first.database.openPeer();
  const { app, services, logs, checkedClose } = appOn(database, overrides, () => first.clock.now);
  return { app, services, logs, close: () => checkedClose(() => database.close()) };
}

function appOn(database: Database, overrides: Partial<ServiceSettings>, now: () => Date) {
  const services = buildServices(database, { ...TEST_SETTINGS, ...overrides }, now);
  const logger = memoryLogger();
  const webDist = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Product Catalogue</title>");
  const app = createApp({ webDist, services, logger });
  // Every response of every HTTP test is checked against its contract; a mismatch fails the test file on close.
  const checkedClose = async (closeDatabase: () => Promise<void>) => {
    await closeDatabase();
    const mismatches = logger.lines.filter((line) => line.msg === "CONTRACT MISMATCH");
    if (mismatches.length > 0)
      throw new Error(`Responses broke their contract: ${JSON.stringify(mismatches)}`);
  };
  return { app, services, logs: logger.lines, checkedClose };
}

let nextClient = 0;
/** A different client address per call, so that the login rate limit does not throttle test set-ups. */
function testClient(): Record<string, string> {
  nextClient += 1;
  return {
    "X-Forwarded-For": `198.18.${Math.floor(nextClient / 256) % 256}.${nextClient % 256}`,
  };
}

/** The one-time code the identity page gives for `email` (it redirects to `/#/?code=...`). */
export async function codeFor(app: Hono<AppEnv>, email: string): Promise<string> {
  const res = await app.request("/api/auth/authorize", {
    method: "POST",
    headers: testClient(),
    body: new URLSearchParams({ email }),
  });
  const location = res.headers.get("location") ?? "";
  return decodeURIComponent(location.replace("/#/?code=", ""));
}

/** A bearer token for `email`, through the identity page and `POST /api/login` like a cookie-less client. */
export async function bearerFor(app: Hono<AppEnv>, email: string): Promise<string> {
  const code = await codeFor(app, email);
  const res = await app.request("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...testClient() },
    body: JSON.stringify({ code, hasCookiesEnabled: false }),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** Headers that carry a bearer token (and a JSON body type). */
export function auth(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
}
