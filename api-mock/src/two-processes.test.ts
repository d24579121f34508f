import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProductCard, ProductDetails } from "@catalogue/core/api";
import { listElementCalls, productListCalls } from "@catalogue/core/api/catalogue";
import { IMPORT_MIN_INTERVAL_MS } from "@catalogue/core/constants";
import { eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, users } from "./db/schema/index";
import { EMAIL } from "./features/product-lists/lists-test-client.fixture";
import { catalogueFile, importProducts } from "./features/table-imports/products-import.fixture";
import { DEMO } from "./features/users/users-test.fixture";
import type { AppEnv } from "./http/app-env";
import { auth, bearerFor, openPeerApp, openTestApp, type TestApp } from "./testing/test-app";
import { callAs } from "./testing/typed-client";

/** How soon a change made through one process must show on the other. */
const VISIBLE_WITHIN_MS = 1_000;
/** After the listening connection was cut: it connects again after 100 ms, then everything is read again. */
const RESUMED_WITHIN_MS = 5_000;
const POLL = { timeout: VISIBLE_WITHIN_MS, interval: 10 };

type Peer = Awaited<ReturnType<typeof openPeerApp>>;

let a: TestApp;
let b: Peer;
let importDir: string;

/**
 * Architecture 3 (scale-out): two server instances on one PostgreSQL, each with its own pool, caches and
 * listening connection, as two processes would be. Only PostgreSQL lets two processes share a database (PGlite
 * is one process's), so this runs when TEST_DATABASE_URL is set; each run gets a fresh schema of its own.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("two processes on one PostgreSQL", () => {
  beforeAll(async () => {
    importDir = mkdtempSync(path.join(tmpdir(), "two-processes-"));
    a = await openTestApp({ importDir });
    b = await openPeerApp(a, { importDir });
    await Promise.all([a.services.changes.start(), b.services.changes.start()]);
    await Promise.all([a.services.catalogue.ready(), b.services.catalogue.ready()]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("an availability indicator saved through A shows on B's search cards within a second", async () => {
    const admin = await bearerFor(a.app, EMAIL.admin);
    const viewer = await bearerFor(a.app, EMAIL.advanced);
    const [product] = await a.services.database.db
      .select({ id: products.id, partNumber: products.partNumber })
      .from(products)
      .orderBy(products.id)
      .limit(1);
    const id = product?.id ?? 0;
    const cardOnB = async () =>
      (await search(b.app, viewer, product?.partNumber ?? "")).find((card) => card.id === id);
    expect((await cardOnB())?.customStatus).toBeNull();

    const saved = await a.app.request(`/api/products/${id}/availability-indicator`, {
      method: "POST",
      headers: auth(admin),
      body: JSON.stringify({
        scope: "GLOBAL",
        status: "WARNING",
        description: "Short",
        link: "https://x.example/",
      }),
    });
    expect(saved.status).toBe(201);

    await expect.poll(async () => (await cardOnB())?.customStatus?.status ?? null, POLL).toBe("WARNING");
    const details = await b.app.request(`/api/products/${id}/details`, { headers: auth(viewer) });
    expect(((await details.json()) as ProductDetails).customStatus?.status).toBe("WARNING");
  });

  it("a products import through A is searchable on B within a second of the run's end", async () => {
    const admin = await bearerFor(a.app, EMAIL.admin);
    a.clock.advance(IMPORT_MIN_INTERVAL_MS);
    expect(await search(b.app, admin, "Tandem echo probe")).toEqual([]);
    const file = await catalogueFile(
      a.services.database.db,
      [],
      ["TWO-00001,Tandem echo probe,adult,Probe,,SINGLEUSE,10,5,yes,no"],
    );
    expect((await importProducts(a, importDir, admin, file))?.status).toBe("SUCCESS");
    expect((await search(a.app, admin, "Tandem echo probe")).map((card) => card.partNumber)).toEqual([
      "TWO-00001",
    ]);

    await expect
      .poll(
        async () => (await search(b.app, admin, "Tandem echo probe")).map((card) => card.partNumber),
        POLL,
      )
      .toEqual(["TWO-00001"]);
  });

  it("a list element added through A is in B's read of the list", async () => {
    const owner = await bearerFor(a.app, EMAIL.keyUser);
    const list = await callAs(a.app, owner, productListCalls.create, { body: { title: "Shared by two" } });
    const onB = () => callAs(b.app, owner, listElementCalls.get, { params: { id: list.id } });
    expect((await onB()).content).toEqual([]);
    const [product] = await a.services.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(1);

    await callAs(a.app, owner, listElementCalls.add, {
      params: { id: list.id },
      body: { version: list.version, elements: [{ productId: product?.id ?? 0, quantity: 3 }] },
    });

    const read = await onB();
    expect(read.content.map((element) => [element.productId, element.quantity])).toEqual([[product?.id, 3]]);
  });

  it("a session started on A is accepted by B, and signing out on A ends it on B within a second", async () => {
    const token = await bearerFor(a.app, EMAIL.basic);
    expect(await profileStatus(b.app, token)).toBe(200);

    const out = await a.app.request("/api/logout", { method: "POST", headers: auth(token) });
    expect(out.status).toBe(200);

    await expect.poll(() => profileStatus(b.app, token), POLL).toBe(401);
  });

  it("an admin disabling an account through A ends its session on B within a second", async () => {
    const admin = await bearerFor(a.app, EMAIL.admin);
    const token = await bearerFor(a.app, DEMO.basicPlus);
    const db = a.services.database.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.basicPlus));
    expect(await profileStatus(b.app, token)).toBe(200);

    const off = await a.app.request(`/api/users/${user?.id}/change-enable`, {
      method: "PUT",
      headers: auth(admin),
      body: JSON.stringify({ enabled: false }),
    });
    expect(off.status).toBe(200);

    await expect.poll(() => profileStatus(b.app, token), POLL).toBe(401);
  });

  it("after its listening connection was cut, B reads everything again (it may have missed changes)", async () => {
    const token = await bearerFor(a.app, EMAIL.advancedPlus);
    expect(await profileStatus(b.app, token)).toBe(200);
    // Revoked behind both processes' backs (no notification): B keeps trusting its cached session.
    const db = a.services.database.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL.advancedPlus));
    await db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user?.id ?? 0}`);
    expect(await profileStatus(b.app, token)).toBe(200);

    const cut = await db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = ${`catalogue-listen-${b.services.changes.origin}`}`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    await expect.poll(() => profileStatus(b.app, token), { ...POLL, timeout: RESUMED_WITHIN_MS }).toBe(401);
    // And B listens again: a sign-out on A reaches it as before.
    const next = await bearerFor(a.app, EMAIL.basic);
    expect(await profileStatus(b.app, next)).toBe(200);
    await a.app.request("/api/logout", { method: "POST", headers: auth(next) });
    await expect.poll(() => profileStatus(b.app, next), POLL).toBe(401);
  });
});

async function search(app: Hono<AppEnv>, token: string, text: string): Promise<ProductCard[]> {
  const res = await app.request(`/api/products/search?${new URLSearchParams({ search: text })}`, {
    headers: auth(token),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: ProductCard[] }).content;
}

async function profileStatus(app: Hono<AppEnv>, token: string): Promise<number> {
  return (await app.request("/api/user/profile", { headers: auth(token) })).status;
}
