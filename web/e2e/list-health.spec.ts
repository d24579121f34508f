import { fileURLToPath } from "node:url";
import type { ProductCard } from "@catalogue/core/api";
import {
  availabilityAdminCalls,
  devCalls,
  listElementCalls,
  productCalls,
  productListCalls,
  referenceDataCalls,
  tableImportCalls,
} from "@catalogue/core/api/catalogue";
import {
  type APIRequest,
  type APIRequestContext,
  expect as baseExpect,
  type Page,
  test,
} from "@playwright/test";
import { apiPath, call, reseed } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, inEnglish, noAxeViolations, VIEWPORTS } from "./page-checks";
import { actAs } from "./sign-in";

// Lazily loaded dialogs on a shared machine: 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 120_000 });

// A sales user (Advanced, in Germany) opens a list; then the product's status changes and the user reopens it.
// The change is made the two ways an administrator makes one: an availability override for Germany (removed
// afterwards), and a phase-out import uploaded through the API as an administrator's script does (the web app only
// runs the files already in the import folder). A manual import may run once in 15 minutes, and the server keeps
// no earlier file to import again, so the import's test puts the seed back by resetting the database.
const SALES = "advanced@catalogue.example";
const GUIDE_IMAGE = fileURLToPath(new URL("../../docs/guide/images/list-health.png", import.meta.url));
const ADMIN = "admin@catalogue.example";

const sellable = (card: ProductCard) =>
  card.marketClearance === "CLEARED" &&
  (card.phaseOutStatus === "AVAILABLE" || card.phaseOutStatus === "UPCOMING_PHASE_OUT") &&
  card.customStatus === null;

/**
 * A product sold in Germany without any availability override, with an alternative sold there, read as the sales
 * user. Ids from the end of the demo range, away from the products the other specs name; one per viewport.
 */
async function productWithAlternative(sales: Page, admin: APIRequestContext, skip: number) {
  const ids = Array.from({ length: 200 }, (_, index) => 500 - index);
  const cards = await call(sales, productCalls.cards, { body: { ids } });
  let found = 0;
  for (const card of cards.filter(sellable)) {
    const details = await call(sales, productCalls.details, { params: { id: card.id } });
    const alternative = details.alternativeProducts.find(sellable);
    if (!alternative) continue;
    const indicators = await call(admin, availabilityAdminCalls.get, { params: { id: card.id } });
    if (indicators.mode !== "EDIT") continue;
    if (found++ === skip) return { product: card, alternative };
  }
  throw new Error("No product sold in Germany has an alternative sold there");
}

/** The sales user in English on the page, and a request context of the administrator's. */
async function salesAndAdmin(page: Page, requests: APIRequest, baseURL: string | undefined) {
  await inEnglish(page);
  await actAs(page, SALES);
  const admin = await requests.newContext({ baseURL });
  await call(admin, devCalls.session, { body: { email: ADMIN } });
  return admin;
}

/**
 * A new list of the sales user's holding one product, opened once: the first open remembers the list as it is,
 * so nothing is flagged. Answers the list and where its changes panel would be.
 */
async function openedListWith(page: Page, title: string, productId: number, quantity: number) {
  const list = await call(page, productListCalls.create, { body: { title, description: "" } });
  await call(page, listElementCalls.add, {
    params: { id: list.id },
    body: { version: list.version, elements: [{ productId, quantity }] },
  });
  const firstCheck = page.waitForResponse((r) =>
    r.url().endsWith(apiPath(productListCalls.health, { id: list.id })),
  );
  await page.goto(`/product-list/${list.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect((await firstCheck).ok()).toBe(true);
  const panel = page.getByRole("region", { name: "Changes since you last opened this list" });
  await expect(panel).toHaveCount(0);
  return { list, panel };
}

VIEWPORTS.forEach((viewport, index) => {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a product made unavailable since the last open is flagged with an alternative, replaced in one click, and the export warns", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const admin = await salesAndAdmin(page, playwright.request, baseURL);
      const { product, alternative } = await productWithAlternative(page, admin, index);
      const countries = await call(page, referenceDataCalls.countries, {});
      const germany = countries.find((country) => country.title === "DE");
      if (!germany) throw new Error("The seed has no Germany");
      const title = runName(`Cardiac ward (${viewport.name})`);
      const { list, panel } = await openedListWith(page, title, product.id, 7);

      try {
        await call(admin, availabilityAdminCalls.add, {
          params: { id: product.id },
          body: {
            scope: "COUNTRY",
            countryIds: [germany.id],
            status: "NOT_AVAILABLE",
            description: "Withdrawn for a field safety notice",
            link: "https://example.com/field-safety-notice",
          },
        });

        // Reopened: the product is flagged, with its alternative sold in Germany.
        await page.reload();
        await expect(panel).toBeVisible();
        const flagged = panel.getByRole("listitem").filter({ hasText: product.title }).first();
        await expect(flagged).toContainText("Availability changed: Available → Custom status");
        // The override's own text and link, as on the product page.
        await expect(flagged).toContainText("Withdrawn for a field safety notice");
        await expect(flagged.getByRole("link", { name: "More information" })).toHaveAttribute(
          "href",
          "https://example.com/field-safety-notice",
        );
        await expect(flagged).toContainText("Quantity: 7");
        if (viewport.name === "laptop") await panel.screenshot({ path: GUIDE_IMAGE });
        await noAxeViolations(page);
        await fitsWidth(page, viewport.width);

        // The export warns of the product as it is now, and lets the user go on.
        const exportButton = page.getByRole("button", { name: "Export", exact: true });
        await exportButton.focus();
        await page.keyboard.press("Enter");
        const warning = page.getByRole("dialog", { name: `Export “${title}”` });
        await expect(warning.getByRole("alert")).toContainText(
          "Products that cannot be quoted as they are now: 1",
        );
        await expect(warning.getByRole("alert")).toContainText(`${product.title}`);
        await expect(warning.getByRole("alert")).toContainText("Not available · Quantity: 7");
        await noAxeViolations(page, { within: '[role="dialog"]' });
        await fitsWidth(page, viewport.width);
        await warning.getByRole("button", { name: "Continue anyway" }).click();
        await expect(warning.getByRole("radio", { name: /XLSX/ })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(warning).toHaveCount(0);

        // The e-mail warns the same way; cancelling sends nothing.
        await page.getByRole("button", { name: "Send by e-mail" }).click();
        const mailWarning = page.getByRole("dialog", { name: `Send “${title}” by e-mail` });
        await expect(mailWarning.getByRole("alert")).toContainText(product.title);
        await mailWarning.getByRole("button", { name: "Cancel" }).click();
        await expect(mailWarning).toHaveCount(0);

        // One click (by keyboard) replaces the product with the alternative; the quantity is kept.
        const replace = panel.getByRole("button", {
          name: `Replace ${product.title} with ${alternative.title}`,
        });
        await replace.first().focus();
        await page.keyboard.press("Enter");
        await expect(page.getByText(`${product.title} was replaced by ${alternative.title}`)).toBeVisible();
        await expect(panel).toHaveCount(0);
        const elements = await call(page, listElementCalls.get, { params: { id: list.id } });
        expect(elements.content.map((element) => [element.productId, element.quantity])).toEqual([
          [alternative.id, 7],
        ]);
        await expect(page.getByRole("link", { name: alternative.title }).first()).toBeVisible();

        // Nothing left to warn of: the export opens at once.
        await exportButton.click();
        await expect(warning.getByRole("radio", { name: /XLSX/ })).toBeVisible();
        await expect(warning.getByRole("alert")).toHaveCount(0);
        await page.keyboard.press("Escape");
        await noAxeViolations(page);
      } finally {
        await call(admin, availabilityAdminCalls.remove, { params: { id: product.id }, query: {} });
        await admin.dispose();
      }
    });
  });
});

test.describe("after an import", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // The import changed the catalogue every later spec in this worker reads, and took the worker's one manual
  // import of the next 15 minutes: a fresh seed gives both back.
  test.afterAll(async ({ request }) => {
    await reseed(request);
  });

  test("a product an import phased out since the last open is flagged with its alternative", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await salesAndAdmin(page, playwright.request, baseURL);
    const { product, alternative } = await productWithAlternative(page, admin, VIEWPORTS.length);
    const title = runName("Imported ward list");
    const { panel } = await openedListWith(page, title, product.id, 5);

    // The phase-out table's file names only the rows it changes: this product in Germany.
    const csv = `partNumber,country,phaseOutStatus\n${product.partNumber},DE,PHASED_OUT\n`;
    const started = await call(admin, tableImportCalls.runTable, {
      params: { table: "phase-out" },
      upload: { bytes: Buffer.from(csv), mediaType: "text/csv" },
    });
    const recordId = started.records[0]?.id;
    const statusOfRun = async () => {
      const history = await call(admin, tableImportCalls.tableHistory, {
        params: { table: "phase-out" },
        query: {},
      });
      return history.content.find((record) => record.id === recordId)?.status;
    };
    await expect.poll(statusOfRun, { timeout: 60_000 }).toBe("SUCCESS");
    await admin.dispose();

    await page.reload();
    await expect(panel).toBeVisible();
    const flagged = panel.getByRole("listitem").filter({ hasText: product.title }).first();
    await expect(flagged).toContainText(/Phased out \(was: (Available|Upcoming phase out)\)/);
    await expect(flagged).toContainText("Quantity: 5");
    await expect(
      panel.getByRole("button", { name: `Replace ${product.title} with ${alternative.title}` }),
    ).toBeVisible();
    await noAxeViolations(page);

    // The export warns of it as it is now.
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const warning = page.getByRole("dialog", { name: `Export “${title}”` });
    await expect(warning.getByRole("alert")).toContainText(product.title);
    await expect(warning.getByRole("alert")).toContainText("Phased out · Quantity: 5");
  });
});
