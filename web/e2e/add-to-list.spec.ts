import { listElementCalls, productListCalls } from "@catalogue/core/api/catalogue";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { call } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

// Search results and the lazily loaded dialog are cold on a shared machine: 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });

function myLists(page: Page) {
  return call(page, productListCalls.list, { query: {} });
}

async function productIdsOn(page: Page, listId: number): Promise<number[]> {
  const elements = await call(page, listElementCalls.get, { params: { id: listId } });
  return elements.content.map((element) => element.productId);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
  await actAs(page, "advanced@catalogue.example");
});

test("add a product from a search card to the default list and a new list; again, it is skipped", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/search?search=Breathing%20circuit");
  const card = page.getByTestId("product-card").first();
  await expect(card).toBeVisible();
  const productId = Number(await card.getAttribute("data-product-id"));
  const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";

  // By keyboard: the card's button opens the dialog, Space ticks the default list (shown first).
  await card.getByRole("button", { name: `Add ${title} to a list` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add to list" });
  const boxes = dialog.getByRole("checkbox");
  await expect(boxes.first()).toBeVisible();
  await expect(boxes.first()).toHaveAccessibleName(/\(default list\)$/);
  await boxes.first().focus();
  await page.keyboard.press("Space");
  await expect(boxes.first()).toBeChecked();

  const newTitle = runName("Surgical ward 5");
  await dialog.getByRole("button", { name: "New list" }).click();
  await dialog.getByLabel(/Title of the new list/).fill(newTitle);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("checkbox", { name: newTitle })).toBeChecked();
  await noAxeViolations(page);
  await fitsWidth(page, 360);

  await dialog.getByRole("button", { name: "Add to 2 lists" }).click();
  await expect(dialog).toBeHidden();
  const toasts = page.getByRole("region", { name: "Notifications" });
  await expect(toasts).toContainText(`${title} was added to`);
  await expect(toasts).toContainText(newTitle);

  const lists = await myLists(page);
  const defaultList = lists.find((list) => list.defaultList);
  const created = lists.find((list) => list.title === newTitle);
  expect(defaultList && created).toBeTruthy();
  expect(await productIdsOn(page, defaultList?.id ?? 0)).toContain(productId);
  expect(await productIdsOn(page, created?.id ?? 0)).toContain(productId);

  // Again to both lists: nothing is added twice, and the toast names both lists as skipped.
  await card.getByRole("button", { name: `Add ${title} to a list` }).click();
  await dialog.getByRole("checkbox").first().check();
  await dialog.getByRole("checkbox", { name: newTitle }).check();
  await dialog.getByRole("button", { name: "Add to 2 lists" }).click();
  await expect(toasts).toContainText(/Already on .*, skipped\./);
  await expect(toasts.getByText(/Already on/)).toContainText(newTitle);
  expect((await productIdsOn(page, created?.id ?? 0)).filter((id) => id === productId)).toHaveLength(1);
});

test("the product detail opens the same dialog; Escape closes it and focus returns to the button", async ({
  page,
}) => {
  await page.goto("/search?search=8401869");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breathing circuit, adult");
  const button = page
    .getByTestId("product-detail")
    .getByRole("button", { name: "Add Breathing circuit, adult to a list" })
    .first();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Add to list" });
  await expect(dialog.getByRole("checkbox").first()).toHaveAccessibleName(/\(default list\)$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
