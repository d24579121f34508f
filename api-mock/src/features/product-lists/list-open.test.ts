import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ListElementsResponse } from "@catalogue/core/api";
import { favouriteCalls, listElementCalls } from "@catalogue/core/api/catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listElements, products } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let owner: string;
let admin: string;
let basic: string;
const [p1, p2, p3] = SEED.products.map((row) => row.id) as [number, number, number];
const BASE = "/api/product-lists/list-elements";
type Element = ListElementsResponse["content"][0];

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  owner = await bearerFor(t.app, EMAIL.keyUser);
  admin = await bearerFor(t.app, EMAIL.admin);
  basic = await bearerFor(t.app, EMAIL.basic);
});
afterAll(async () => t.close());

/** A list of p1..p3, opened twice so its answer is kept. */
async function keptList(title: string) {
  const list = await c.create(owner, title);
  await c.add(owner, list.id, list.version, [p1, p2, p3], 2);
  await c.elements(owner, list.id);
  const opened = await c.elements(owner, list.id);
  return { id: list.id, opened };
}

const elementOf = (answer: ListElementsResponse, productId: number): Element | undefined =>
  answer.content.find((element) => element.productId === productId);

describe("list open answers (The kept answer is never stale)", () => {
  it("serves the kept answer while nothing changed, and a quantity change on the next open", async () => {
    const { id, opened } = await keptList("Answer kept");
    const first = elementOf(opened, p1) as Element;
    // Behind the API's back, without a version bump: the kept answer is still served (it is really used)...
    await t.services.database.db
      .update(listElements)
      .set({ quantity: 55 })
      .where(eq(listElements.id, first.id));
    expect(elementOf(await c.elements(owner, id), p1)?.quantity).toBe(2);
    // ...and a write through the API (which bumps the version) is seen at once.
    await c.as(owner, listElementCalls.changeQuantity, {
      params: { id },
      body: { elementId: first.id, value: 9, version: opened.version },
    });
    const changed = await c.elements(owner, id);
    expect(elementOf(changed, p1)?.quantity).toBe(9);
    expect(changed.version).toBe(opened.version + 1);
  });

  it("shows an availability indicator the admin sets after the open", async () => {
    const { id, opened } = await keptList("Answer indicator");
    expect(elementOf(opened, p2)?.product.customStatus).toBeNull();
    const res = await c.call(admin, "POST", `/api/products/${p2}/availability-indicator`, {
      scope: "GLOBAL",
      status: "WARNING",
      description: "Limited until May",
      link: "https://maker.example/notices/limited",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(elementOf(await c.elements(owner, id), p2)?.product.customStatus).toMatchObject({
      status: "WARNING",
      description: "Limited until May",
    });
  });

  it("follows the caller's settings: prices off removes the price fields, on brings them back", async () => {
    const { id, opened } = await keptList("Answer settings");
    expect(elementOf(opened, p1)?.pricing.crp).not.toBeUndefined();
    await c.ok(owner, "PUT", "/api/user/profile", { showPrices: false });
    const hidden = elementOf(await c.elements(owner, id), p1);
    expect(hidden?.pricing.crp).toBeUndefined();
    expect(hidden?.product.pricing).toBeUndefined();
    await c.ok(owner, "PUT", "/api/user/profile", { showPrices: true });
    expect(elementOf(await c.elements(owner, id), p1)?.pricing.crp).not.toBeUndefined();
  });

  it("follows the caller's favourites", async () => {
    const { id, opened } = await keptList("Answer favourites");
    expect(elementOf(opened, p3)?.product.isFavorite).toBe(false);
    await c.as(owner, favouriteCalls.mark, { params: { id: p3 } });
    expect(elementOf(await c.elements(owner, id), p3)?.product.isFavorite).toBe(true);
    await c.as(owner, favouriteCalls.unmark, { params: { id: p3 } });
    expect(elementOf(await c.elements(owner, id), p3)?.product.isFavorite).toBe(false);
  });

  it("shows a catalogue change (import, reload) on the next open", async () => {
    const { id, opened } = await keptList("Answer catalogue");
    const title = elementOf(opened, p1)?.product.title;
    const db = t.services.database.db;
    await db.update(products).set({ title: "Renamed by an import" }).where(eq(products.id, p1));
    await t.services.catalogue.reload();
    expect(elementOf(await c.elements(owner, id), p1)?.product.title).toBe("Renamed by an import");
    await db
      .update(products)
      .set({ title: title ?? "" })
      .where(eq(products.id, p1));
    await t.services.catalogue.reload();
  });

  it("never serves a kept answer to a caller who may not read the list (464)", async () => {
    const { id } = await keptList("Answer access");
    const res = await c.call(basic, "GET", `${BASE}/${id}`);
    expect(res.status).toBe(464);
  });

  it("sends the kept answer compressed to a browser, the same JSON as uncompressed, new after a write", async () => {
    const { id, opened } = await keptList("Answer compressed");
    const open = (encoding: string) =>
      t.app.request(`${BASE}/${id}`, {
        headers: { authorization: `Bearer ${owner}`, "accept-encoding": encoding },
      });
    // Chromium's header: gzip comes first in it, and brotli is still chosen (the smaller of the two).
    const asBrowser = await open("gzip, deflate, br, zstd");
    expect(asBrowser.headers.get("content-encoding")).toBe("br");
    const brotli = Buffer.from(await asBrowser.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(brotli).toString())).toEqual(opened);
    const gzip = await open("gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(opened);
    const plain = await open("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(opened);

    await c.as(owner, listElementCalls.changeQuantity, {
      params: { id },
      body: { elementId: (elementOf(opened, p2) as Element).id, value: 7, version: opened.version },
    });
    const changed = await open("br");
    const after = JSON.parse(brotliDecompressSync(Buffer.from(await changed.arrayBuffer())).toString());
    expect(elementOf(after, p2)?.quantity).toBe(7);
  });
});
