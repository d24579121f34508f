import type { ProductCard } from "@catalogue/core/api";
import { CareArea } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { expectedIds, SEED } from "./catalogue-oracle.fixture";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "advanced@catalogue.example");
});
afterAll(async () => t.close());

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await t.app.request(path, { headers: auth(token) });
  return { status: res.status, body: (await res.json()) as T };
}

describe("GET /api/products/autocomplete", () => {
  it("answers an empty result, not an error, under 3 trimmed characters", async () => {
    const { status, body } = await getJson<{ content: unknown[]; totalCount: number }>(
      "/api/products/autocomplete?search=%20at%20",
    );

    expect(status).toBe(200);
    expect(body.content).toEqual([]);
    expect(body.totalCount).toBe(0);
  });

  it("gives hints with title and id from 3 characters", async () => {
    const { status, body } = await getJson<{ content: { id: number; title: string }[]; totalCount: number }>(
      "/api/products/autocomplete?search=atlan",
    );

    expect(status).toBe(200);
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.content.length).toBeGreaterThan(0);
  });
});

describe("GET /api/products/dynamic-filters and POST /api/products/filter-matches", () => {
  it("counts every care area as the seed data says when nothing is selected", async () => {
    const { body } = await getJson<{ careArea: { value: string; count: number }[] }>(
      "/api/products/dynamic-filters",
    );

    for (const careArea of CareArea.options) {
      const count = body.careArea.find((entry) => entry.value === careArea)?.count;
      expect(count).toBe(expectedIds({ careArea: [careArea] }).length);
    }
  });

  it("answers 460 for an unknown filter value", async () => {
    expect((await getJson("/api/products/dynamic-filters?filter=usage:FOREVER")).status).toBe(460);
  });

  it("counts a filter set before it is applied", async () => {
    const filter = { careArea: ["ICU" as const], flags: ["LATEX_FREE" as const] };
    const res = await t.app.request("/api/products/filter-matches", {
      method: "POST",
      headers: auth(token),
      body: JSON.stringify({ filter }),
    });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ totalCount: expectedIds(filter).length });
  });

  it("refuses a tree value the trees do not hold (460)", async () => {
    const res = await t.app.request("/api/products/filter-matches", {
      method: "POST",
      headers: auth(token),
      body: JSON.stringify({ filter: { deviceGroup: ["NO_SUCH_DEVICE"] } }),
    });

    expect(res.status).toBe(460);
  });
});

describe("GET /api/products/product-counters", () => {
  it("counts the products of every care area", async () => {
    const { body } = await getJson<{ careArea: string; count: number }[]>("/api/products/product-counters");

    expect(body.map((entry) => entry.count)).toEqual(
      body.map(
        (entry) => SEED.products.filter((row) => row.careAreas.includes(entry.careArea as never)).length,
      ),
    );
    expect(body.map((entry) => entry.careArea).sort()).toEqual([...CareArea.options].sort());
  });
});

describe("search cards: status per viewer settings", () => {
  async function allCards(): Promise<ProductCard[]> {
    const { body } = await getJson<{ content: ProductCard[] }>("/api/products/search?size=100");
    return body.content;
  }

  it("shows a phase-out only while the phase-out check is on", async () => {
    const phasedOut = (await allCards()).filter((card) => card.phaseOutStatus === "PHASED_OUT");
    await t.services.database.db
      .update(users)
      .set({ phaseOutCheck: false })
      .where(eq(users.username, "advanced"));
    t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
    const unchecked = new Map((await allCards()).map((card) => [card.id, card]));

    expect(phasedOut.length).toBeGreaterThan(0);
    for (const card of phasedOut) {
      expect(card.status.applicable).toContain("PHASED_OUT");
      expect(unchecked.get(card.id)?.status.applicable).not.toContain("PHASED_OUT");
    }
  });

  it("shows stock problems only while availability is shown", async () => {
    await t.services.database.db
      .update(users)
      .set({ showAvailability: true })
      .where(eq(users.username, "advanced"));
    t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
    const outOfStock = (await allCards()).filter((card) => card.stockAvailabilityStatus === "OUT_OF_STOCK");
    await t.services.database.db
      .update(users)
      .set({ showAvailability: false })
      .where(eq(users.username, "advanced"));
    t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
    const hidden = new Map((await allCards()).map((card) => [card.id, card]));

    expect(outOfStock.length).toBeGreaterThan(0);
    for (const card of outOfStock) {
      expect(card.status.applicable).toContain("OUT_OF_STOCK");
      expect(hidden.get(card.id)?.status.applicable).not.toContain("OUT_OF_STOCK");
    }
  });
});

describe("search cards: status per role", () => {
  it("shows a partner the partner wording of a phase-out", async () => {
    await t.services.database.db
      .update(users)
      .set({ phaseOutCheck: true })
      .where(eq(users.username, "partner.accepted"));
    t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
    const partner = await bearerFor(t.app, "partner.accepted@partner.example");
    const res = await t.app.request("/api/products/search?size=100", { headers: auth(partner) });
    const cards = ((await res.json()) as { content: ProductCard[] }).content;
    const phasedOut = cards.filter((card) => card.phaseOutStatus === "PHASED_OUT");

    expect(phasedOut.length).toBeGreaterThan(0);
    for (const card of phasedOut) expect(card.status.status).toBe("SCP_PHASED_OUT");
    expect(cards.some((card) => card.status.applicable.includes("PHASED_OUT"))).toBe(false);
  });
});
