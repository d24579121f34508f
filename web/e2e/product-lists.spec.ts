import { listElementCalls, productListCalls } from "@catalogue/core/api/catalogue";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { call } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, inEnglish, noAxeViolations, VIEWPORTS } from "./page-checks";
import { actAs } from "./sign-in";

// Lazily loaded screens on a shared machine: 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });
// The first test runs axe four times and takes about 30 s on a busy 2-core machine, old calls or new.
test.describe.configure({ timeout: 60_000 });

// Seeded catalogue: 1869 is "Breathing circuit, adult".
const PRODUCT = 1869;
const TITLE = "Breathing circuit, adult";

test.beforeEach(({ page }) => inEnglish(page));

function myLists(page: Page) {
  return call(page, productListCalls.list, { query: {} });
}

function elementsOf(page: Page, listId: number) {
  return call(page, listElementCalls.get, { params: { id: listId } });
}

/** A new list of the signed-in user holding the seeded product once, made through the API. */
async function listWithProduct(page: Page, title: string) {
  const list = await call(page, productListCalls.create, { body: { title, description: "" } });
  await call(page, listElementCalls.add, {
    params: { id: list.id },
    body: { elements: [{ productId: PRODUCT, quantity: 1 }], version: list.version },
  });
  return list;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test("create, rename, pin and delete a list", async ({ page }, testInfo) => {
      // Four screens, each checked with axe and photographed: about 20 s on a quiet machine, three times that
      // with both workers busy on a slower one.
      test.setTimeout(120_000);
      await actAs(page, "advanced@catalogue.example");
      const title = runName(`Orthopaedic clinic (${viewport.name})`);
      await page.goto("/product-lists");
      await expect(page.getByRole("heading", { level: 1, name: "Product lists" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "My lists" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("list-card").first()).toBeVisible();
      await noAxeViolations(page);
      await fitsWidth(page, viewport.width);
      await page.screenshot({
        path: testInfo.outputPath(`lists-overview-${viewport.width}.png`),
        fullPage: true,
      });

      // Create: a blank title is refused before sending, then the list appears.
      await page.getByRole("button", { name: "New list" }).click();
      const dialog = page.getByRole("dialog", { name: "Create a product list" });
      await dialog.getByLabel(/Title/).fill("   ");
      await dialog.getByRole("button", { name: "Create list" }).click();
      await expect(dialog.getByText("This field cannot be empty")).toBeVisible();
      await dialog.getByLabel(/Title/).fill(`  ${title}  `);
      await expect(dialog.getByText(`${title.length + 4}/200`)).toBeVisible();
      await noAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`lists-create-${viewport.width}.png`) });
      await dialog.getByRole("button", { name: "Create list" }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByTestId("list-card").filter({ hasText: title });
      await expect(card).toBeVisible();
      expect((await myLists(page)).map((list) => list.title)).toContain(title);

      // A taken title: the server's error shows on the field.
      await page.getByRole("button", { name: "New list" }).click();
      await page.getByRole("dialog").getByLabel(/Title/).fill(title);
      await page.getByRole("dialog").getByRole("button", { name: "Create list" }).click();
      await expect(
        page.getByRole("dialog").getByText("This name is already taken. Please try another one."),
      ).toBeVisible();
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

      // Pin: the mark changes and the list is on the pinned tab.
      await card.getByRole("button", { name: `Pin ${title}` }).click();
      await expect(card.getByRole("button", { name: `Unpin ${title}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.getByRole("tab", { name: "Pinned" }).click();
      await expect(page).toHaveURL(/\/product-lists\/pinned/);
      await expect(page.getByTestId("list-card").filter({ hasText: title })).toBeVisible();

      // Rename on the details page.
      await page.getByRole("link", { name: title }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.getByRole("button", { name: "Edit" }).click();
      const edit = page.getByRole("dialog", { name: "Edit product list" });
      const renamed = `${title} renamed`;
      await edit.getByLabel(/Title/).fill(renamed);
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
      await noAxeViolations(page);

      // Delete in edit mode, after the confirmation; the default list offers no checkbox.
      await page.goto("/product-lists/edit");
      await expect(page.getByRole("heading", { level: 1, name: "Edit product lists" })).toBeVisible();
      await expect(page.getByText("The default list cannot be deleted.")).toBeVisible();
      await page.getByLabel(renamed).check();
      await page.getByRole("button", { name: "Delete" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete lists?" });
      await noAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`lists-edit-${viewport.width}.png`) });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("region", { name: "Notifications" })).toContainText("1 list deleted.");
      await expect(page.getByLabel(renamed)).toHaveCount(0);
      expect((await myLists(page)).map((list) => list.title)).not.toContain(renamed);
    });

    test("change quantity and CRP on the list details", async ({ page }, testInfo) => {
      await actAs(page, "advanced@catalogue.example");
      const list = await listWithProduct(page, runName(`Neonatal unit (${viewport.name})`));
      await page.goto(`/product-list/${list.id}`);
      const row = page.getByTestId("list-element").filter({ hasText: TITLE });
      const quantity = row.getByLabel("Quantity (packages)");
      await expect(quantity).toHaveValue("1");
      await quantity.fill("5");
      await quantity.press("Enter");
      await expect(quantity).toHaveValue("5");
      await expect.poll(async () => (await elementsOf(page, list.id)).content[0]?.quantity).toBe(5);
      const crp = row.getByLabel(/^CRP/);
      await crp.fill("12,5");
      await crp.press("Tab");
      await expect(crp).toHaveValue("12.5");
      await expect.poll(async () => (await elementsOf(page, list.id)).content[0]?.pricing.crp).toBe(12.5);
      await expect(row.getByTestId("line-total")).toContainText(/62[.,]50/);
      await noAxeViolations(page);
      await fitsWidth(page, viewport.width);
      await page.screenshot({
        path: testInfo.outputPath(`list-details-${viewport.width}.png`),
        fullPage: true,
      });
      await call(page, productListCalls.remove, { body: { ids: [list.id] } });
    });

    test("a Basic user sees no price on the lists or the list details", async ({ page }) => {
      await actAs(page, "basic@catalogue.example");
      const list = await listWithProduct(page, runName(`Cardiology (${viewport.name})`));
      await page.goto("/product-lists");
      await expect(page.getByTestId("list-card").first()).toBeVisible();
      await expect(page.getByTestId("list-total")).toHaveCount(0);
      await page.goto(`/product-list/${list.id}`);
      const row = page.getByTestId("list-element").filter({ hasText: TITLE });
      await expect(row.getByLabel("Quantity (packages)")).toBeVisible();
      await expect(page.getByLabel(/^CRP/)).toHaveCount(0);
      await expect(page.getByTestId("line-total")).toHaveCount(0);
      const html = await page.content();
      expect(html).not.toMatch(/€|CRP/);
      await noAxeViolations(page);
      await call(page, productListCalls.remove, { body: { ids: [list.id] } });
    });
  });
}
