import { DatabaseActivity, ErrorLogEntry } from "@catalogue/core/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { products } from "../../db/schema/index";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { DEMO, usersClient } from "../users/users-test.fixture";

let t: TestApp;
let client: ReturnType<typeof usersClient>;

beforeAll(async () => {
  t = await openTestApp();
  client = usersClient(t);
});
afterAll(async () => t.close());

describe("database activity", () => {
  it("reports each table's rows and counts the writes made since", async () => {
    const favourites = async () => {
      const res = await client.call(DEMO.admin, "GET", "/api/system/database-activity");
      expect(res.status).toBe(200);
      const activity = DatabaseActivity.parse(res.body);
      expect(activity.databaseSizeBytes).toBeGreaterThan(0);
      expect(activity.tables.find((table) => table.table === "products")?.rows).toBeGreaterThan(0);
      return activity.tables.find((table) => table.table === "favorite_products");
    };
    const before = await favourites();
    const [product] = await t.services.database.db.select({ id: products.id }).from(products).limit(1);
    await client.call(DEMO.basic, "POST", `/api/favorite-products/${product?.id}`);

    const after = await favourites();

    expect(after?.inserts).toBe((before?.inserts ?? 0) + 1);
  });

  it("is refused to a Key user", async () => {
    expect((await client.call(DEMO.keyUser, "GET", "/api/system/database-activity")).status).toBe(403);
  });
});

describe("error logs", () => {
  it("lists a server fault with its path, status and correlation id, and no answered request", async () => {
    await t.app.request("/api/__dev/faults", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pattern: "/api/currencies/list", status: 503 }),
    });
    const failed = await client.call(DEMO.basic, "GET", "/api/currencies/list");
    await t.app.request("/api/__dev/faults", { method: "DELETE" });
    await client.call(DEMO.basic, "GET", "/api/countries/list");

    const res = await client.call(DEMO.admin, "GET", "/api/system/error-logs");

    const entries = z.array(ErrorLogEntry).parse(res.body);
    expect(entries[0]).toMatchObject({
      method: "GET",
      path: "/api/currencies/list",
      status: 503,
      correlationId: failed.res.headers.get("X-Correlation-Id"),
    });
    expect(entries.every((entry) => entry.status >= 500)).toBe(true);
  });

  it("is refused to a Key user", async () => {
    expect((await client.call(DEMO.keyUser, "GET", "/api/system/error-logs")).status).toBe(403);
  });
});
