import {
  countrySharingCalls,
  listExportCalls,
  privateSharingCalls,
  shareDraftCalls,
} from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries, users } from "../../db/schema/index";
import { pdfPageTexts } from "../../exports/pdf-reader.fixture";
import { readFirstSheet, sheetValues } from "../../exports/xlsx-reader.fixture";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient, PRICE_ROLES, type PriceRole, SEES_PRICES } from "./lists-test-client.fixture";

// Export rules per role and list type: the confidential financial columns come only when asked and only to
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

/** The status of a raw download, for the refusals. */
async function downloadStatus(role: RoleName, path: string): Promise<number> {
  return (await t.app.request(path, { headers: auth(token[role]) })).status;
}

/** A list as a file through the typed client, with the financial columns asked for unless told otherwise. */
async function exported(
  role: RoleName,
  entry: typeof listExportCalls.countryShareXlsx,
  id: number,
  includeFinancial = true,
): Promise<Buffer> {
  const file = await c.as(token[role], entry, {
    params: { id },
    query: { includeFinancial: includeFinancial ? "true" : "false" },
  });
  return Buffer.from(file.bytes);
}

async function xlsxValues(role: RoleName, entry: typeof listExportCalls.countryShareXlsx, id: number) {
  return sheetValues(await readFirstSheet(await exported(role, entry, id))).flat();
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
  const idOf = (email: string) => ids[email] as number;
  countryList = await c.as(token.keyUser, countrySharingCalls.share, {
    params: { id: own.id },
    body: { note: "Recommended", countryIds: [de?.id as number], subregions: [] },
  });
  privateShare = await c.as(token.keyUser, privateSharingCalls.share, {
    params: { id: own.id },
    body: { note: "Have a look", userIds: [idOf(EMAIL.basic), idOf(EMAIL.advanced), idOf(EMAIL.admin)] },
  });
  scpShare = await c.as(token.keyUser, privateSharingCalls.scpShare, {
    params: { id: own.id },
    body: { note: "For our partner", userIds: [idOf(EMAIL.partner)] },
  });
  draft = await c.as(token.keyUser, shareDraftCalls.start, { body: { listId: countryList.id } });
});
afterAll(async () => t.close());

describe("list exports per role", () => {
  it("exports a country list with the financial columns only to price roles; partners get 464", async () => {
    for (const role of ROLES) {
      if (role === "partner") {
        const path = `/api/country-sharing/list/${countryList.id}/download-xlsx?includeFinancial=true`;
        expect(await downloadStatus(role, path)).toBe(464);
        continue;
      }
      const values = await xlsxValues(role, listExportCalls.countryShareXlsx, countryList.id);
      expect(values, role).toContain("Curated export");
      expect(values.includes("CRP"), role).toBe(PRICES[role]);
      expect(confidential(values), role).toBe(PRICES[role]);
    }
  });

  it("exports private and SCP shares to their recipients the same way", async () => {
    for (const role of ["basic", "advanced", "admin"] as const) {
      const values = await xlsxValues(role, listExportCalls.privateShareXlsx, privateShare.id);
      expect(values.includes("CRP"), role).toBe(PRICES[role]);
    }
    const partner = await xlsxValues("partner", listExportCalls.privateShareXlsx, scpShare.id);
    expect(partner).toContain("Curated export");
    expect(partner).not.toContain("CRP");
    expect(confidential(partner)).toBe(false);
    expect(
      await downloadStatus("partner", `/api/private-sharing/list/${privateShare.id}/download-xlsx`),
    ).toBe(464);
  });

  it("exports the owner's draft as PDF with the confidential mark on every page when asked, without it otherwise", async () => {
    const pages = await pdfPageTexts(await exported("keyUser", listExportCalls.draftPdf, draft.id));
    for (const page of pages) expect(page).toContain("Confidential");
    const plain = await pdfPageTexts(await exported("keyUser", listExportCalls.draftPdf, draft.id, false));
    expect(plain.join(" ")).toContain("Curated export");
    expect(plain.join(" ")).not.toContain("Confidential");
  });

  it("never marks a Basic user's or partner's PDF confidential, even when asked", async () => {
    for (const role of ["basic", "partner"] as const) {
      const id = role === "basic" ? privateShare.id : scpShare.id;
      const buffer = await exported(role, listExportCalls.privateSharePdf, id);
      expect((await pdfPageTexts(buffer)).join(" "), role).not.toContain("Confidential");
    }
  });
});
