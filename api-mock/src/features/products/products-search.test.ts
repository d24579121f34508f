import { formatProductFilter, type ProductCard, type ProductFilter } from "@catalogue/core/api";
import { compareTitles } from "@catalogue/core/rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { type DEVICE_GROUP_TREE, nodesOf, PRODUCT_CLUSTER_TREE } from "../../seed";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { expectedIds, SEED } from "./catalogue-oracle.fixture";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await openTestApp();
  admin = await bearerFor(t.app, "admin@catalogue.example");
});
afterAll(async () => t.close());

interface SearchPage {
  content: ProductCard[];
  totalCount: number;
}

async function get(path: string, token = admin): Promise<Response> {
  return t.app.request(path, { headers: auth(token) });
}

async function search(params: Record<string, string>, token = admin): Promise<SearchPage> {
  const res = await get(`/api/products/search?${new URLSearchParams(params)}`, token);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchPage;
}

/** Every page of a search, walked with the largest page size. */
async function searchAll(params: Record<string, string>): Promise<SearchPage> {
  const content: ProductCard[] = [];
  for (let page = 0; ; page += 1) {
    const result = await search({ ...params, page: String(page), size: "25" });
    content.push(...result.content);
    if (result.content.length === 0) return { content, totalCount: result.totalCount };
  }
}

const first = SEED.products[0];
const parentOf = (tree: typeof DEVICE_GROUP_TREE, value: string) =>
  nodesOf(tree).find((node) => node.children.some((child) => child.value === value))?.value ?? value;

const SINGLE_FILTERS: Record<string, ProductFilter> = {
  careArea: { careArea: ["ICU"] },
  careAreaTwo: { careArea: ["OR", "NICU"] },
  deviceGroupLeaf: { deviceGroup: [first?.compatibleDevices[0] ?? ""] },
  deviceGroupTop: { deviceGroup: [(first?.compatibleDevices[0] ?? "").split("_")[0] ?? ""] },
  patientGroup: { patientGroup: ["NEONATES"] },
  productClusterParent: { productCluster: [parentOf(PRODUCT_CLUSTER_TREE, first?.productCluster ?? "")] },
  productClusterChild: { productCluster: [first?.productCluster ?? ""] },
  usage: { usage: ["SINGLEUSE", "REUSABLE"] },
  latexFree: { flags: ["LATEX_FREE"] },
  rfid: { flags: ["RFID"] },
  isNew: { flags: ["NEW"] },
  highlight: { flags: ["HIGHLIGHT"] },
};

describe("GET /api/products/search: filters", () => {
  for (const [name, filter] of Object.entries(SINGLE_FILTERS)) {
    it(`filters by ${name} exactly as the seed data says`, async () => {
      const result = await searchAll({ filter: formatProductFilter(filter) });

      expect(result.content.map((card) => card.id).sort((a, b) => a - b)).toEqual(expectedIds(filter));
      expect(result.totalCount).toBe(expectedIds(filter).length);
    });
  }

  it("ANDs different filters and ORs values of one filter", async () => {
    const filter: ProductFilter = {
      careArea: ["OR", "ICU"],
      usage: ["SINGLEUSE", "REUSABLE"],
      flags: ["LATEX_FREE"],
    };

    const result = await searchAll({ filter: formatProductFilter(filter) });

    expect(result.content.map((card) => card.id).sort((a, b) => a - b)).toEqual(expectedIds(filter));
  });

  it("answers 460 for an unknown filter value or key", async () => {
    for (const filter of ["careArea:MOON", "deviceGroup:NO_SUCH_DEVICE", "colour:RED"]) {
      const res = await get(`/api/products/search?${new URLSearchParams({ filter })}`);

      expect(res.status).toBe(460);
    }
  });
});

describe("GET /api/products/search: text, sort and paging", () => {
  it("answers 460 for a search text over 100 characters and accepts 100", async () => {
    expect((await get(`/api/products/search?search=${"a".repeat(101)}`)).status).toBe(460);
    expect((await get(`/api/products/search?search=${"a".repeat(100)}`)).status).toBe(200);
  });

  it("finds exactly one product by its part number", async () => {
    const result = await search({ search: first?.partNumber ?? "" });

    expect(result.totalCount).toBe(1);
    expect(result.content.map((card) => card.id)).toEqual([first?.id]);
  });

  it("finds nothing for a text no product holds", async () => {
    expect(await search({ search: "qqxxzzqq" })).toEqual({ content: [], totalCount: 0 });
  });

  it('finds the Atlan A100 parts despite a cut-off typo ("atlan a10")', async () => {
    const fitting = SEED.products.filter((row) => row.compatibleDevices.includes("ANESTHESIA_ATLAN_A100"));
    const result = await searchAll({ search: "atlan a10" });

    expect(fitting.length).toBeGreaterThan(0);
    expect(result.content.map((card) => card.id)).toEqual(
      expect.arrayContaining(fitting.map((row) => row.id)),
    );
  });

  it("pages past the end to an empty page with the total", async () => {
    const result = await search({ page: "100" });

    expect(result).toEqual({ content: [], totalCount: SEED.products.length });
  });

  it("gives 10 cards a page by default", async () => {
    expect((await search({})).content).toHaveLength(10);
  });

  it("sorts by title in both directions, total and stable", async () => {
    const asc = (await searchAll({ sort: "TITLE_ASC" })).content;
    const desc = (await searchAll({ sort: "TITLE_DESC" })).content;

    expect(asc).toHaveLength(SEED.products.length);
    for (let i = 1; i < asc.length; i += 1) {
      expect(compareTitles(asc[i - 1]?.title ?? "", asc[i]?.title ?? "")).toBeLessThanOrEqual(0);
    }
    expect(desc.map((card) => card.id)).toEqual(asc.map((card) => card.id).reverse());
  });

  it("sorts by position in the product-cluster tree in both directions", async () => {
    const position = new Map(nodesOf(PRODUCT_CLUSTER_TREE).map((node, index) => [node.value, index]));
    const asc = (await searchAll({ sort: "HIERARCHY_ASC" })).content;
    const desc = (await searchAll({ sort: "HIERARCHY_DESC" })).content;
    const positions = asc.map((card) => position.get(card.productCluster ?? "") ?? -1);

    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(desc.map((card) => card.id)).toEqual(asc.map((card) => card.id).reverse());
  });

  it("sorts without a text by hierarchy by default", async () => {
    const byDefault = (await searchAll({ sort: "DEFAULT_SORTING" })).content.map((card) => card.id);
    const byHierarchy = (await searchAll({ sort: "HIERARCHY_ASC" })).content.map((card) => card.id);

    expect(byDefault).toEqual(byHierarchy);
  });
});

describe("GET /api/products/search: prices by permission", () => {
  const EXPECTED: Record<string, boolean> = {
    "admin@catalogue.example": true,
    "key.user@catalogue.example": true,
    "advanced.plus@catalogue.example": true,
    "advanced@catalogue.example": true,
    "basic.plus@catalogue.example": false,
    "basic@catalogue.example": false,
    "partner.accepted@partner.example": false,
  };

  for (const [email, shown] of Object.entries(EXPECTED)) {
    it(`${shown ? "includes" : "leaves out"} the prices for ${email}`, async () => {
      const res = await get("/api/products/search", await bearerFor(t.app, email));
      const text = await res.text();

      expect(res.status).toBe(200);
      expect(text.includes('"pricing"')).toBe(shown);
    });
  }

  it("shows prices to Basic plus once the setting is on, never to Basic", async () => {
    // Users of this test's own: the others see the seed's settings.
    const basicPlus = await userLike(t, "basic.plus@catalogue.example");
    const basicUser = await userLike(t, "basic@catalogue.example");
    await t.services.database.db.update(users).set({ showPrices: true }).where(eq(users.id, basicPlus.id));
    t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
    await t.services.database.db.update(users).set({ showPrices: true }).where(eq(users.id, basicUser.id));
    t.services.sessionCache.clear(); // a direct SQL write bypasses the repositories
    const plus = await search({}, basicPlus.token);
    const basic = await search({}, basicUser.token);

    expect(plus.content.every((card) => card.pricing !== undefined)).toBe(true);
    expect(basic.content.some((card) => "pricing" in card)).toBe(false);
  });

  it("refuses a partner who is not accepted yet (403)", async () => {
    const res = await get("/api/products/search", await bearerFor(t.app, "partner.pending@partner.example"));

    expect(res.status).toBe(403);
  });
});
