import type { ProductList } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries, users } from "../../db/schema/index";
import { pdfPageTexts } from "../../exports/pdf-reader.fixture";
import { readFirstSheet, sheetValues } from "../../exports/xlsx-reader.fixture";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient, PRICE_ROLES, type PriceRole, SEES_PRICES } from "./lists-test-client.fixture";

// Issue 7 item 3 per role and list type: the confidential financial columns come only when asked and only to
// callers allowed to see prices (Advanced, Key user, admin; never Basic or partners), for country lists, private
// and SCP shares and drafts; partners never export a country list.

let t: TestApp;
let c: ReturnType<typeof listsClient>;
const ROLES = PRICE_ROLES;
type RoleName = PriceRole;
const token = {} as Record<RoleName, string>;
const PRICES = SEES_PRICES;
let countryList: ProductList;
let privateShare: ProductList;
let scpShare: ProductList;
let draft: ProductList;

async function download(role: RoleName, path: string): Promise<{ status: number; buffer: Buffer }> {
  const res = await t.app.request(path, { headers: auth(token[role]) });
  return { status: res.status, buffer: Buffer.from(await res.arrayBuffer()) };
}

async function xlsxValues(role: RoleName, path: string): Promise<unknown[]> {
  const { status, buffer } = await download(role, path);
  expect(status, `${role} ${path}`).toBe(200);
  return sheetValues(await readFirstSheet(buffer)).flat();
}

const confidential = (values: readonly unknown[]) =>
  values.some((value) => typeof value === "string" && value.startsWith("Confidential"));

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  for (const role of ROLES) token[role] = await bearerFor(t.app, EMAIL[role]);
  const db = t.services.database.db;
  const [de] = await db.select().from(countries).where(eq(countries.shortcut, "DE"));
  const ids = Object.fromEntries((await db.select().from(users)).map((row) => [row.email, row.id]));
  const own = await c.create(token.keyUser, "Curated export");
  await c.add(
    token.keyUser,
    own.id,
    own.version,
    SEED.products.slice(0, 2).map((row) => row.id),
    2,
  );
  countryList = await c.ok<ProductList>(token.keyUser, "POST", `/api/country-sharing/${own.id}/share`, {
    note: "Recommended",
    countryIds: [de?.id],
    subregions: [],
  });
  privateShare = await c.ok<ProductList>(token.keyUser, "POST", `/api/private-sharing/${own.id}/share`, {
    note: "Have a look",
    userIds: [ids[EMAIL.basic], ids[EMAIL.advanced], ids[EMAIL.admin]],
  });
  scpShare = await c.ok<ProductList>(token.keyUser, "POST", `/api/private-sharing/${own.id}/scp-share`, {
    note: "For our partner",
    userIds: [ids[EMAIL.partner]],
  });
  draft = (
    await c.call<ProductList>(token.keyUser, "POST", "/api/share-draft/start-draft", {
      listId: countryList.id,
    })
  ).body;
});
afterAll(async () => t.close());

describe("list exports per role", () => {
  it("exports a country list with the financial columns only to price roles; partners get 464", async () => {
    for (const role of ROLES) {
      const path = `/api/country-sharing/list/${countryList.id}/download-xlsx?includeFinancial=true`;
      if (role === "partner") {
        expect((await download(role, path)).status).toBe(464);
        continue;
      }
      const values = await xlsxValues(role, path);
      expect(values, role).toContain("Curated export");
      expect(values.includes("CRP"), role).toBe(PRICES[role]);
      expect(confidential(values), role).toBe(PRICES[role]);
    }
  });

  it("exports private and SCP shares to their recipients the same way", async () => {
    for (const role of ["basic", "advanced", "admin"] as const) {
      const values = await xlsxValues(
        role,
        `/api/private-sharing/list/${privateShare.id}/download-xlsx?includeFinancial=true`,
      );
      expect(values.includes("CRP"), role).toBe(PRICES[role]);
    }
    const partner = await xlsxValues(
      "partner",
      `/api/private-sharing/list/${scpShare.id}/download-xlsx?includeFinancial=true`,
    );
    expect(partner).toContain("Curated export");
    expect(partner).not.toContain("CRP");
    expect(confidential(partner)).toBe(false);
    expect(
      (await download("partner", `/api/private-sharing/list/${privateShare.id}/download-xlsx`)).status,
    ).toBe(464);
  });

  it("exports the owner's draft as PDF with the confidential mark on every page when asked, without it otherwise", async () => {
    const asked = await download(
      "keyUser",
      `/api/share-draft/${draft.id}/download-pdf?includeFinancial=true`,
    );
    expect(asked.status).toBe(200);
    const pages = await pdfPageTexts(asked.buffer);
    for (const page of pages) expect(page).toContain("Confidential");
    const plain = await pdfPageTexts(
      (await download("keyUser", `/api/share-draft/${draft.id}/download-pdf`)).buffer,
    );
    expect(plain.join(" ")).toContain("Curated export");
    expect(plain.join(" ")).not.toContain("Confidential");
  });

  it("never marks a Basic user's or partner's PDF confidential, even when asked", async () => {
    for (const role of ["basic", "partner"] as const) {
      const base =
        role === "basic"
          ? `/api/private-sharing/list/${privateShare.id}`
          : `/api/private-sharing/list/${scpShare.id}`;
      const { status, buffer } = await download(role, `${base}/download-pdf?includeFinancial=true`);
      expect(status, role).toBe(200);
      expect((await pdfPageTexts(buffer)).join(" "), role).not.toContain("Confidential");
    }
  });
});
