import { devCalls, favouriteCalls } from "@catalogue/core/api/catalogue";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { apiPath, call } from "./api";
import { inEnglish } from "./page-checks";
import { actAs } from "./sign-in";

// A detail page is a cold database read and CI machines are shared: screens get 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });

// Seeded catalogue: 1869 is "Breathing circuit, adult".
const PRODUCT = 1869;
const TITLE = "Breathing circuit, adult";
// Marking (POST) and unmarking (DELETE) share one path; the fault rules below tell them apart by method.
const FAVOURITE_PATH = apiPath(favouriteCalls.mark, { id: PRODUCT });

test.beforeEach(({ page }) => inEnglish(page));

test.afterEach(async ({ request }) => {
  await call(request, devCalls.clearFaults, {});
});

/** The ids of the caller's favourites, as the server keeps them. */
async function savedFavourites(page: Page): Promise<number[]> {
  const cards = await call(page, favouriteCalls.list, {});
  return cards.map((card) => card.id);
}

test("a failed favourite click on the product page: the heart flips at once, comes back with a toast, and the page stays", async ({
  page,
}) => {
  await actAs(page, "advanced@catalogue.example");
  // A clean start even after an interrupted run: unmarking is idempotent.
  await call(page, favouriteCalls.unmark, { params: { id: PRODUCT } });
  await page.goto(`/p/variant/${PRODUCT}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(TITLE);
  // The fault answers after a moment, so that the heart's immediate change can be seen before it.
  await call(page, devCalls.addFault, {
    body: { pattern: FAVOURITE_PATH, method: "POST", status: 500, delayMs: 400 },
  });
  await page.getByRole("button", { name: `Add ${TITLE} to favourites` }).click();
  await expect(page.getByRole("button", { name: `Remove ${TITLE} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(
    page.getByRole("alert").filter({ hasText: /^API error: 500 Internal Server Error/ }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: `Add ${TITLE} to favourites` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(page).toHaveURL(new RegExp(`/p/variant/${PRODUCT}$`));
  await expect(heading).toHaveText(TITLE);
  expect(await savedFavourites(page)).not.toContain(PRODUCT);
});

test("on the favourites tab a failed removal keeps the card and its heart, with a toast; the next one works", async ({
  page,
}) => {
  await actAs(page, "advanced@catalogue.example");
  await call(page, favouriteCalls.mark, { params: { id: PRODUCT } });
  await page.goto("/product-lists/favourites");
  const card = page.locator(`[data-testid="product-card"][data-product-id="${PRODUCT}"]`);
  const remove = card.getByRole("button", { name: `Remove ${TITLE} from favourites` });
  await expect(remove).toHaveAttribute("aria-pressed", "true");
  await call(page, devCalls.addFault, {
    body: { pattern: FAVOURITE_PATH, method: "DELETE", status: 500 },
  });
  await remove.click();
  await expect(
    page.getByRole("alert").filter({ hasText: /^API error: 500 Internal Server Error/ }),
  ).toBeVisible();
  await expect(remove).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/product-lists\/favourites$/);
  expect(await savedFavourites(page)).toContain(PRODUCT);

  await call(page, devCalls.clearFaults, {});
  await remove.click();
  await expect(card.getByRole("button", { name: `Add ${TITLE} to favourites` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect.poll(() => savedFavourites(page)).not.toContain(PRODUCT);
});
