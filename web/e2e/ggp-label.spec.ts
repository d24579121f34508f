import { productCalls } from "@catalogue/core/api/catalogue";
import { type GgpIndicator, ggpIndicator, priceDifferencePercent } from "@catalogue/core/pricing";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { call } from "./api";
import { inEnglish } from "./page-checks";
import { actAs } from "./sign-in";

// A detail page is a cold database read and CI machines are shared: screens get 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });

// Seeded catalogue: 1001 has a GGP corridor and a CRP above the GGP unit price in Germany, so both the rating and
// a (non-negative) CRP-to-GGP difference exist; every demo user below works in Germany with prices on.
const PRODUCT = 1001;

/** The English labels of the GGP rating (core's `pricing.ggp.*` keys). */
const RATING: Record<GgpIndicator, string> = {
  LOW: "Low",
  ACCEPTABLE: "Acceptable",
  GOOD: "Good",
  MISSING: "No GGP data",
};

test.beforeEach(({ page }) => inEnglish(page));

/** Opens the product as the signed-in user and returns the answer's prices, as this user's call gets them. */
async function openProduct(page: Page): Promise<{ rating: string; percent: number }> {
  const details = await call(page, productCalls.details, { params: { id: PRODUCT } });
  const crp = details.pricing?.crp ?? null;
  const percent = priceDifferencePercent(crp, details.pricing?.ggpUnitPrice);
  // The seed must give this product a difference to show; without one the percentage rows below prove nothing.
  expect(percent).not.toBeNull();
  await page.goto(`/p/variant/${PRODUCT}`);
  await expect(page.getByTestId("product-prices")).toBeVisible();
  return { rating: RATING[ggpIndicator(crp, details.pricing?.ggp)], percent: percent ?? 0 };
}

/** The term and value of one row of the price list, by its term. */
function priceRow(page: Page, term: string) {
  return page.getByTestId("product-prices").locator("dt", { hasText: term });
}

test("an Advanced user reads the GGP as a text label, without a percentage", async ({ page }) => {
  await actAs(page, "advanced@catalogue.example");
  const { rating } = await openProduct(page);
  await expect(priceRow(page, "GGP rating")).toBeVisible();
  await expect(priceRow(page, "GGP rating").locator("xpath=following-sibling::dd[1]")).toHaveText(rating);
  await expect(priceRow(page, "Difference CRP to GGP")).toHaveCount(0);
  await expect(page.getByTestId("product-prices")).toContainText("GGP unit price");
});

for (const email of ["advanced.plus@catalogue.example", "key.user@catalogue.example"]) {
  test(`${email} reads the GGP as a percentage, without the text label`, async ({ page }) => {
    await actAs(page, email);
    const { percent } = await openProduct(page);
    const difference = priceRow(page, "Difference CRP to GGP");
    await expect(difference).toBeVisible();
    // Intl and the locale put a (no-break) space before the per cent sign.
    await expect(difference.locator("xpath=following-sibling::dd[1]")).toHaveText(
      new RegExp(`^${percent}\\s%$`),
    );
    await expect(priceRow(page, "GGP rating")).toHaveCount(0);
    await expect(page.getByTestId("product-prices")).toContainText("GGP unit price");
  });
}
