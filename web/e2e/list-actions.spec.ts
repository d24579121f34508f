import { readFile } from "node:fs/promises";
import { devCalls, listElementCalls, productListCalls } from "@catalogue/core/api/catalogue";
import { expect as baseExpect, type Download, type Locator, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { call } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, inEnglish, noAxeViolations, VIEWPORTS } from "./page-checks";
import { actAs } from "./sign-in";

// Lazily loaded dialogs on a shared machine: 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });
// Each test runs axe on one or two dialogs and some download and parse files: at a load average of 15 on the
// 2-core machine they took up to 31 s, over the default 30 s, although nothing waited in vain.
test.describe.configure({ timeout: 60_000 });

// Seeded catalogue: 1869 is "Breathing circuit, adult"; 1001 another product.
const PRODUCT = 1869;
const OTHER_PRODUCT = 1001;
const GUIDE_IMAGES = new URL("../../docs/guide/images/", import.meta.url);

test.beforeEach(({ page }) => inEnglish(page));

/** A new list of the signed-in user holding these products (quantities), made through the API. */
async function listWith(page: Page, title: string, elements: { productId: number; quantity: number }[]) {
  const list = await call(page, productListCalls.create, { body: { title, description: "" } });
  await call(page, listElementCalls.add, {
    params: { id: list.id },
    body: { elements, version: list.version },
  });
  return list;
}

async function elementsOf(page: Page, listId: number) {
  return (await call(page, listElementCalls.get, { params: { id: listId } })).content;
}

/** A new list of the signed-in user holding the seeded product, made through the API, opened in the browser. */
async function openListWithProduct(page: Page, title: string) {
  const list = await listWith(page, title, [{ productId: PRODUCT, quantity: 3 }]);
  await page.goto(`/product-list/${list.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return list;
}

/** Saves a guide screenshot of one element (docs/guide/images), small enough to keep in the repository. */
async function guideShot(target: Locator, name: string) {
  await target.screenshot({ path: new URL(name, GUIDE_IMAGES).pathname, scale: "css" });
}

async function downloadExport(
  page: Page,
  format: "Excel (XLSX)" | "PDF",
  internal: boolean,
): Promise<Download> {
  await page.getByRole("button", { name: "Export" }).click();
  const dialog = page.getByRole("dialog", { name: /^Export/ });
  await dialog.getByRole("radio", { name: format }).check();
  const financial = dialog.getByRole("switch", { name: /internal financial data/ });
  if (internal) await financial.check();
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download" }).click();
  const file = await download;
  await expect(dialog).toBeHidden();
  return file;
}

async function sheetText(download: Download): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const values: unknown[] = [];
  workbook.worksheets[0]?.eachRow((row) => values.push(row.values));
  return JSON.stringify(values);
}

async function pdfText(download: Download): Promise<string> {
  const data = new Uint8Array(await readFile(await download.path()));
  const document = await getDocument({ data, disableFontFace: true }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.destroy();
  return texts.join(" ").replace(/\s+/g, " ");
}

async function clipboard(page: Page): Promise<{ html: string; text: string }> {
  return page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return { html: "", text: "" };
    const html = await (await item.getType("text/html")).text();
    const text = await (await item.getType("text/plain")).text();
    return { html, text };
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test("exports the list as the customer's XLSX and the internal PDF, and opens both", async ({ page }) => {
      await actAs(page, "advanced@catalogue.example");
      const title = runName(`ICU tender (${viewport.name})`);
      await openListWithProduct(page, title);
      await guideShot(page.locator("main header").first(), `list-actions-${viewport.width}.png`);

      await page.getByRole("button", { name: "Export" }).click();
      const dialog = page.getByRole("dialog", { name: /^Export/ });
      await expect(dialog.getByText(/For the customer: unit prices/)).toBeVisible();
      await noAxeViolations(page);
      await fitsWidth(page, viewport.width);
      if (viewport.width === 1280) await guideShot(dialog, "export-dialog.png");
      await dialog.getByRole("button", { name: "Cancel" }).click();

      const xlsx = await sheetText(await downloadExport(page, "Excel (XLSX)", false));
      expect(xlsx).toContain(title);
      expect(xlsx).toContain("Breathing circuit, adult");
      expect(xlsx).toContain("Unit price");
      expect(xlsx).not.toMatch(/GGP|Confidential|CRP/);
      expect(xlsx).not.toMatch(/"[A-Z]+(?:_[A-Z]+)+"/);

      const pdf = await pdfText(await downloadExport(page, "PDF", true));
      expect(pdf).toContain(title);
      expect(pdf).toContain("GGP unit price");
      expect(pdf).toContain("Confidential");
    });

    test("sends the list by e-mail within the maker's domain; it arrives in the outbox and the log", async ({
      page,
    }) => {
      await actAs(page, "advanced@catalogue.example");
      const title = runName(`Theatre restock (${viewport.name})`);
      await openListWithProduct(page, title);
      const recipient = `ward3.${viewport.name}@catalogue.example`;

      await page.getByRole("button", { name: "Send by e-mail" }).click();
      const dialog = page.getByRole("dialog", { name: /^Send .* by e-mail$/ });
      const field = dialog.getByRole("textbox", { name: /Recipients/ });
      await field.fill("buyer@hospital.example");
      await dialog.getByRole("button", { name: "Send", exact: true }).click();
      await expect(dialog).toContainText(
        "buyer@hospital.example: The e-mail address must belong to catalogue.example",
      );
      await field.fill(recipient);
      await dialog.getByRole("textbox", { name: "Note" }).fill("For the ICU tender");
      await noAxeViolations(page);
      await fitsWidth(page, viewport.width);
      if (viewport.width === 1280) await guideShot(dialog, "mail-dialog.png");
      await dialog.getByRole("button", { name: "Send", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`The list was sent to ${recipient}`)).toBeVisible();

      const outbox = await call(page, devCalls.outbox, {});
      // The latest to this address: a run with `--repeat-each` sends to it again.
      const mail = outbox.filter((entry) => entry.recipient === recipient).at(-1);
      expect(mail?.subject).toContain(title);
      expect(mail?.attachments[0]?.filename).toMatch(/\.pdf$/);

      await page.getByText("Sent by e-mail (1)").click();
      await expect(page.getByTestId("list-mail")).toContainText(`PDF for the customer to ${recipient}`);

      // The history comes back as a suggestion the next time.
      await page.getByRole("button", { name: "Send by e-mail" }).click();
      await expect(dialog.getByRole("button", { name: `Add ${recipient}` })).toBeVisible();
    });

    test("copies the list as a quote in HTML and plain text", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await actAs(page, "advanced@catalogue.example");
      const title = runName(`Quote for St Mary (${viewport.name})`);
      await openListWithProduct(page, title);

      await page.getByRole("button", { name: "Copy as quote" }).click();
      await expect(page.getByText("The quote is on the clipboard")).toBeVisible();
      const { html, text } = await clipboard(page);

      expect(html).toContain("<table");
      for (const flavour of [html, text]) {
        expect(flavour).toContain(title);
        for (const word of ["Part number", "Quantity", "Unit price", "Line total", "Total", "EUR"])
          expect(flavour).toContain(word);
      }
      // This user writes numbers with a decimal comma and the currency after the amount.
      expect(text).toMatch(/Breathing circuit, adult[^\n]*\s3\s+[\d.]+,\d\d\s€\s+[\d.]+,\d\d\s€\n/);
    });

    test("moves the ticked products to a list that holds one of them: the duplicates conflict decides", async ({
      page,
    }) => {
      await actAs(page, "advanced@catalogue.example");
      const stamp = runName(`(${viewport.name})`);
      const target = await listWith(page, `Anaesthesia cart ${stamp}`, [{ productId: PRODUCT, quantity: 7 }]);
      const source = await listWith(page, `Recovery room ${stamp}`, [
        { productId: PRODUCT, quantity: 3 },
        { productId: OTHER_PRODUCT, quantity: 2 },
      ]);
      await page.goto(`/product-list/${source.id}`);
      await expect(page.getByTestId("list-element")).toHaveCount(2);

      await page.getByRole("button", { name: "Select products" }).click();
      for (const box of await page.getByRole("checkbox", { name: /^Select / }).all()) await box.check();
      await expect(page.getByText("2 selected")).toBeVisible();
      await page.getByRole("button", { name: "Move or copy" }).click();
      const dialog = page.getByRole("dialog", { name: "Move or copy products (2)" });
      await dialog.getByRole("checkbox", { name: `Anaesthesia cart ${stamp}` }).check();
      await noAxeViolations(page);
      await fitsWidth(page, viewport.width);
      await dialog.getByRole("button", { name: "Move", exact: true }).click();

      const conflict = page.getByRole("alertdialog", { name: "Products already on the list" });
      await expect(conflict).toContainText(`Already on Anaesthesia cart ${stamp}: Breathing circuit, adult`);
      await conflict.getByRole("radio", { name: "Use the new quantities" }).check();
      await noAxeViolations(page);
      if (viewport.width === 1280) await guideShot(conflict, "duplicates-dialog.png");
      await conflict.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText(`Moved 2 product(s) to Anaesthesia cart ${stamp}`)).toBeVisible();
      await expect(page.getByTestId("list-element")).toHaveCount(0);

      const moved = await elementsOf(page, target.id);
      expect(moved.map((element) => [element.productId, element.quantity]).sort()).toEqual(
        [
          [OTHER_PRODUCT, 2],
          [PRODUCT, 3],
        ].sort(),
      );
    });

    test("removes ticked products with an undo that brings them back", async ({ page }) => {
      await actAs(page, "advanced@catalogue.example");
      const list = await openListWithProduct(page, runName(`Day surgery (${viewport.name})`));

      await page.getByRole("button", { name: "Select products" }).click();
      await page.getByRole("checkbox", { name: /^Select / }).check();
      await page.getByRole("button", { name: "Remove", exact: true }).click();
      await expect(page.getByTestId("list-element")).toHaveCount(0);
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByTestId("list-element")).toHaveCount(1);
      expect(await elementsOf(page, list.id)).toHaveLength(1);

      await page.getByRole("button", { name: "Select products" }).click();
      await page.getByRole("checkbox", { name: /^Select / }).check();
      await page.getByRole("button", { name: "Remove", exact: true }).click();
      await expect.poll(async () => (await elementsOf(page, list.id)).length, { timeout: 15_000 }).toBe(0);
    });

    test("sorts the products by the list's sort options", async ({ page }) => {
      await actAs(page, "advanced@catalogue.example");
      const list = await listWith(page, runName(`Emergency department (${viewport.name})`), [
        { productId: OTHER_PRODUCT, quantity: 1 },
      ]);
      const current = await call(page, listElementCalls.get, { params: { id: list.id } });
      await call(page, listElementCalls.add, {
        params: { id: list.id },
        body: { elements: [{ productId: PRODUCT, quantity: 1 }], version: current.version },
      });
      await page.goto(`/product-list/${list.id}`);
      const titles = page.getByTestId("list-element").getByRole("heading");
      const sort = page.getByRole("combobox", { name: "Sort products by" });

      await sort.selectOption({ label: "Product name" });
      await expect(titles.first()).toHaveText("Breathing circuit, adult");
      await sort.selectOption({ label: "Date added" });
      await expect(titles.first()).not.toHaveText("Breathing circuit, adult");
      await page.reload();
      await expect(sort).toHaveValue("CREATED_AT");
    });

    test("a Basic user exports, mails and quotes without a single price", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await actAs(page, "basic@catalogue.example");
      await openListWithProduct(page, runName(`Wound care (${viewport.name})`));

      await page.getByRole("button", { name: "Export" }).click();
      const dialog = page.getByRole("dialog", { name: /^Export/ });
      await expect(dialog.getByRole("radio", { name: "PDF" })).toBeVisible();
      await expect(dialog.getByRole("switch")).toHaveCount(0);
      await noAxeViolations(page);
      await dialog.getByRole("button", { name: "Cancel" }).click();

      await page.getByRole("button", { name: "Copy as quote" }).click();
      await expect(page.getByText("The quote is on the clipboard")).toBeVisible();
      const { text } = await clipboard(page);
      expect(text).not.toMatch(/€|Unit price|Total/);

      const xlsx = await sheetText(await downloadExport(page, "Excel (XLSX)", false));
      expect(xlsx).not.toMatch(/Unit price|Total price|€/);
      expect(await page.locator("main").innerText()).not.toMatch(/€|\bEUR\b/);
    });
  });
}
