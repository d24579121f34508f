import type { ProductCard } from "@catalogue/core/api";
import {
  devCalls,
  listElementCalls,
  productCalls,
  productListCalls,
  referenceDataCalls,
  userCalls,
} from "@catalogue/core/api/catalogue";
import type { Country } from "@catalogue/core/model";
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { call } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, inEnglish, noAxeViolations, VIEWPORTS } from "./page-checks";
import { actAs } from "./sign-in";

// Lazily loaded dialogs on a shared machine: 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 90_000 });

// The administrator holds every country (a role without a country) and works in Germany, in EUR. Switzerland has
// its own product rows in CHF; which products lack clearance there depends on the seed, so the test asks the API
// as a Swiss colleague instead of naming ids.
const ADMIN = "admin@catalogue.example";
const TARGET = "CH";

const sellable = (card: ProductCard) =>
  card.marketClearance === "CLEARED" &&
  (card.phaseOutStatus === "AVAILABLE" || card.phaseOutStatus === "UPCOMING_PHASE_OUT") &&
  card.customStatus === null;

type Products = { country: Country; kept: ProductCard; uncleared: ProductCard; alternative: ProductCard };

/**
 * The target country, a product Switzerland sells, and one without clearance there with an alternative it sells,
 * read through the API as an internal user whose country is Switzerland.
 */
async function swissProducts(admin: Page, colleague: APIRequestContext): Promise<Products> {
  const countries = await call(admin, referenceDataCalls.countries, {});
  const country = countries.find((each) => each.title === TARGET);
  if (!country) throw new Error("The seed has no Switzerland");
  const users = await call(admin, userCalls.internals, { query: { countryId: country.id, size: 100 } });
  const swiss = users.content.find((user) => user.countryId === country.id && user.enabled);
  if (!swiss) throw new Error("The seed has no enabled internal user in Switzerland");
  await call(colleague, devCalls.session, { body: { email: swiss.email } });
  const ids = Array.from({ length: 500 }, (_, index) => index + 1);
  const cards = await call(colleague, productCalls.cards, { body: { ids } });
  const kept = cards.find(sellable);
  for (const uncleared of cards.filter((card) => card.marketClearance === "MARKET_CLEARANCE")) {
    const details = await call(colleague, productCalls.details, { params: { id: uncleared.id } });
    const alternative = details.alternativeProducts.find(sellable);
    if (kept && alternative) return { country, kept, uncleared, alternative };
  }
  throw new Error("No product without clearance in Switzerland has an alternative sold there");
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("re-prices a list for Switzerland: the uncleared product is skipped with an alternative, the copy is in CHF", async ({
      page,
      playwright,
      baseURL,
    }) => {
      await inEnglish(page);
      await actAs(page, ADMIN);
      const colleague = await playwright.request.newContext({ baseURL });
      const { country, kept, uncleared, alternative } = await swissProducts(page, colleague);
      await colleague.dispose();

      const title = runName(`Tender repricing (${viewport.name})`);
      const list = await call(page, productListCalls.create, { body: { title, description: "" } });
      await call(page, listElementCalls.add, {
        params: { id: list.id },
        body: {
          version: list.version,
          elements: [
            { productId: kept.id, quantity: 3 },
            { productId: uncleared.id, quantity: 5 },
          ],
        },
      });
      await page.goto(`/product-list/${list.id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

      // Keyboard: the action opens the dialog, the country is chosen, Enter in the title copies.
      const action = page.getByRole("button", { name: "Copy to another country" });
      await action.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: `Copy “${title}” to another country` });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(":focus")).toHaveCount(1);
      await dialog.getByRole("combobox", { name: /Country/ }).selectOption({ label: country.name });
      const copyTitle = dialog.getByRole("textbox", { name: /Title of the copy/ });
      await expect(copyTitle).toHaveValue(`${title} (${country.name})`);
      await noAxeViolations(page, { within: '[role="dialog"]' });
      await fitsWidth(page, viewport.width);
      await copyTitle.focus();
      await page.keyboard.press("Enter");

      const result = page.getByRole("dialog", { name: "Copy created" });
      await expect(result.getByRole("status")).toContainText("CHF");
      await expect(result.getByRole("heading", { name: "Not copied: 1" })).toBeVisible();
      const skipped = result.getByRole("listitem").filter({ hasText: uncleared.title }).first();
      await expect(skipped).toContainText(`No market clearance in ${country.name}`);
      await expect(skipped).toContainText("Quantity: 5");
      await expect(skipped.getByRole("link", { name: alternative.title }).first()).toBeVisible();
      await expect(result.getByRole("link", { name: kept.title })).toHaveCount(0);
      await noAxeViolations(page, { within: '[role="dialog"]' });
      await fitsWidth(page, viewport.width);

      await result.getByRole("link", { name: "Open the new list" }).click();
      await expect(page.getByRole("heading", { level: 1, name: `${title} (${country.name})` })).toBeVisible();
      await expect(page.getByText(/CHF/).first()).toBeVisible();
      await expect(page.getByRole("link", { name: kept.title })).toBeVisible();
      await expect(page.getByRole("link", { name: uncleared.title })).toHaveCount(0);
      await noAxeViolations(page);
      await fitsWidth(page, viewport.width);
    });
  });
}
