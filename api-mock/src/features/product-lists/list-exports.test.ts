import { listExportCalls } from "@catalogue/core/api/catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index";
import { pdfPageTexts } from "../../exports/pdf-reader.fixture";
import { readFirstSheet, rowStartingWith, sheetValues } from "../../exports/xlsx-reader.fixture";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

let t: TestApp;
let c: ReturnType<typeof listsClient>;
let advanced: string;
let basic: string;
let listId: number;
let basicListId: number;
const PRODUCTS = SEED.products.slice(0, 3);

beforeAll(async () => {
  t = await openTestApp();
  c = listsClient(t);
  advanced = await bearerFor(t.app, EMAIL.advanced);
  basic = await bearerFor(t.app, EMAIL.basic);
  // The exports and mails speak the caller's language: German here, so the localized texts are checked.
  await c.ok(advanced, "PUT", "/api/user/language", { languageShortcut: "de" });
  const list = await c.create(advanced, "Export Ward");
  await c.add(
    advanced,
    list.id,
    list.version,
    PRODUCTS.map((row) => row.id),
    2,
  );
  listId = list.id;
  const basicList = await c.create(basic, "Basic export");
  await c.add(basic, basicList.id, basicList.version, [PRODUCTS[0]?.id as number]);
  basicListId = basicList.id;
});
afterAll(async () => t.close());

async function download(token: string, path: string): Promise<{ res: Response; buffer: Buffer }> {
  const res = await t.app.request(path, { headers: auth(token) });
  return { res, buffer: Buffer.from(await res.arrayBuffer()) };
}

/** One of the caller's personal lists as a file, through the typed client. */
async function personalExport(token: string, id: number, format: "xlsx" | "pdf", includeFinancial = false) {
  const entry = format === "xlsx" ? listExportCalls.personalXlsx : listExportCalls.personalPdf;
  const file = await c.as(token, entry, {
    params: { id },
    query: { includeFinancial: includeFinancial ? "true" : "false" },
  });
  return { ...file, buffer: Buffer.from(file.bytes) };
}

describe("list exports", () => {
  it("exports XLSX with the confidential financial columns in the caller's language when asked", async () => {
    const { mediaType, fileName, buffer } = await personalExport(advanced, listId, "xlsx", true);
    expect(mediaType).toContain("spreadsheetml");
    expect(fileName).toBe("Export Ward.xlsx");
    const sheet = await readFirstSheet(buffer);
    const values = sheetValues(sheet).flat();
    expect(values).toContain("Export Ward");
    expect(values).toContain("CRP");
    expect(values.some((value) => typeof value === "string" && value.startsWith("Vertraulich"))).toBe(true);
    for (const row of PRODUCTS) expect(values).toContain(row.partNumber);
    const totalRow = rowStartingWith(sheet, "Summe");
    expect(totalRow).toBeGreaterThan(0);
  });

  it("exports the list as it is now, after its elements were opened and then changed", async () => {
    const [first, second] = SEED.products.slice(3, 5);
    if (!first || !second) throw new Error("the seed needs five products");
    const list = await c.create(advanced, "Changed after opening");
    const added = await c.add(advanced, list.id, list.version, [first.id]);
    // Opened: the answer the exports take their elements from is kept for this version.
    await c.ok(advanced, "GET", `/api/product-lists/list-elements/${list.id}`);
    await c.add(advanced, list.id, added.version, [second.id], 3);
    const sheet = await readFirstSheet((await personalExport(advanced, list.id, "xlsx")).buffer);
    expect(rowStartingWith(sheet, first.partNumber)).toBeGreaterThan(0);
    expect(rowStartingWith(sheet, second.partNumber)).toBeGreaterThan(0);
  });

  it("leaves the financial columns out unless asked, and always for callers who may not see prices", async () => {
    const plain = sheetValues(
      await readFirstSheet((await personalExport(advanced, listId, "xlsx")).buffer),
    ).flat();
    expect(plain).not.toContain("CRP");
    const asked = await personalExport(basic, basicListId, "xlsx", true);
    const values = sheetValues(await readFirstSheet(asked.buffer)).flat();
    expect(values).not.toContain("CRP");
    expect(values.some((value) => typeof value === "string" && value.startsWith("Vertraulich"))).toBe(false);
  });

  it("exports a PDF whose text holds the list, its products and the confidential mark on every page", async () => {
    const { mediaType, buffer } = await personalExport(advanced, listId, "pdf", true);
    expect(mediaType).toBe("application/pdf");
    const pages = await pdfPageTexts(buffer);
    expect(pages.join(" ")).toContain("Export Ward");
    expect(pages.join(" ")).toContain(PRODUCTS[0]?.partNumber);
    for (const page of pages) expect(page).toContain("Vertraulich");
  });

  it("gives the customer-facing PDF and XLSX priced, in German, without internal columns or codes", async () => {
    const pdf = (await pdfPageTexts((await personalExport(advanced, listId, "pdf")).buffer)).join(" ");
    const sheet = await readFirstSheet((await personalExport(advanced, listId, "xlsx")).buffer);
    const values = sheetValues(sheet);
    const header = rowStartingWith(sheet, "Teilenummer");

    for (const text of [pdf, JSON.stringify(values)]) {
      expect(text).not.toMatch(/Vertraulich|GGP|CRP/);
      expect(text).toContain("Stückpreis");
      expect(text).not.toMatch(/\b[A-Z]+(?:_[A-Z]+)+\b/);
    }
    expect(pdf).toMatch(/Summe .*\d+,\d\d\s€/);
    const lines = values.slice(header, header + PRODUCTS.length);
    for (const line of lines) expect(line.at(-1)).toBeCloseTo(2 * Number(line.at(-2)), 2);
    expect(values[header + PRODUCTS.length]?.at(-1)).toBeGreaterThan(0);
  });

  it("answers 464 for another user's list and for a list under another type's path", async () => {
    expect((await download(basic, `/api/product-lists/list/${listId}/download-pdf`)).res.status).toBe(464);
    expect((await download(advanced, `/api/country-sharing/list/${listId}/download-xlsx`)).res.status).toBe(
      464,
    );
  });

  it("gives single-use links that download without headers, once", async () => {
    const link = await c.as(advanced, listExportCalls.personalPdfLink, {
      params: { id: listId },
      query: { includeFinancial: "true" },
    });
    const first = await t.app.request(link.url);
    expect(first.status).toBe(200);
    expect((await pdfPageTexts(Buffer.from(await first.arrayBuffer()))).join(" ")).toContain("Vertraulich");
    expect((await t.app.request(link.url)).status).toBe(464);
    const expired = await c.as(advanced, listExportCalls.personalXlsxLink, {
      params: { id: listId },
      query: {},
    });
    t.clock.advance(6 * 60_000);
    expect((await t.app.request(expired.url)).status).toBe(464);
    expect((await t.app.request("/api/exports/not-a-real-token-at-all")).status).toBe(464);
  });
});

describe("sending a list by e-mail (outbox)", () => {
  it("mails each recipient of the maker's domain with the note and the export attached, and keeps a history", async () => {
    const recipients = ["Colleague@catalogue.example", "boss@catalogue.example"];
    const history = await c.as(advanced, listExportCalls.sendEmail, {
      params: { id: listId },
      body: { recipients, note: "For the ICU tender", format: "pdf" },
    });
    // The history lists the newest recipients first (other tests may have mailed before this one).
    expect(history.slice(0, 2)).toEqual(recipients);
    const mails = (
      await t.services.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, "Produktliste: Export Ward"))
    ).filter((mail) => mail.body.includes("For the ICU tender"));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([...recipients].sort());
    expect(mails[0]?.body).toContain("For the ICU tender");
    const attachment = mails[0]?.attachments[0];
    expect(attachment?.filename).toBe("Export Ward.pdf");
    const text = await pdfPageTexts(Buffer.from(attachment?.contentBase64 ?? "", "base64"));
    expect(text.join(" ")).toContain(PRODUCTS[1]?.partNumber);

    const again = await c.as(advanced, listExportCalls.sendEmail, {
      params: { id: listId },
      body: { recipients: ["colleague@catalogue.example"] },
    });
    expect(again.slice(0, 2)).toEqual(["colleague@catalogue.example", "boss@catalogue.example"]);
    expect(await c.as(advanced, listExportCalls.emailHistory, {})).toEqual(again.map((e) => e.toLowerCase()));
  });

  it("keeps each mailing of a list for its readers: who, when, to whom and in which format, newest first", async () => {
    await c.as(advanced, listExportCalls.sendEmail, {
      params: { id: listId },
      body: { recipients: ["ward@catalogue.example"], format: "pdf" },
    });
    t.clock.advance(1_000);
    await c.as(advanced, listExportCalls.sendEmail, {
      params: { id: listId },
      body: { recipients: ["buyer@catalogue.example"], format: "xlsx", includeFinancial: true },
    });
    const mails = await c.as(advanced, listExportCalls.listMails, { params: { id: listId } });

    expect(mails[0]).toMatchObject({
      recipients: ["buyer@catalogue.example"],
      format: "xlsx",
      includeFinancial: true,
    });
    expect(mails[0]?.senderName).not.toBe("");
    expect(mails.length).toBeGreaterThan(1);
    expect(mails.map((mail) => mail.sentAt)).toEqual([...mails.map((mail) => mail.sentAt)].sort().reverse());
    const res = await c.call(basic, "GET", `/api/product-lists/list/${listId}/mails`);
    expect(res.status).toBe(464);
  });

  it("refuses addresses outside the maker's domain (460, per recipient) and sends nothing", async () => {
    const before = (await t.services.database.db.select().from(mailOutbox)).length;
    const res = await c.call<{ fieldErrors: { field: string; messageKey: string }[] }>(
      advanced,
      "POST",
      `/api/product-lists/list/${listId}/send-email`,
      {
        recipients: ["ok@catalogue.example", "someone@gmail.example", "not-an-address"],
      },
    );
    expect(res.status).toBe(460);
    expect(res.body.fieldErrors.map((error) => [error.field, error.messageKey])).toEqual([
      ["recipients.1", "validation.emailDomain"],
      ["recipients.2", "validation.invalidEmail"],
    ]);
    expect((await t.services.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});
