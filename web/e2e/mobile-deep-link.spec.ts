import { APP_STORE_URLS } from "@catalogue/core/access";
import { MOBILE_DEEP_LINK_MARKER } from "@catalogue/core/constants";
import { expect, type Page, test } from "@playwright/test";
import { actAs } from "./sign-in";

// Core spec 2.2: a product or product-list link carrying the marker sends a phone to its app-store page and
// loses the marker elsewhere. The store pages are answered here, so the test never leaves the machine.
const PRODUCT = "/p/variant/1869"; // seeded "Breathing circuit, adult"
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

async function answerStores(page: Page): Promise<void> {
  for (const url of Object.values(APP_STORE_URLS)) {
    await page.route(url, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Store</title>" }),
    );
  }
}

for (const [platform, userAgent] of [
  ["ios", IPHONE],
  ["android", ANDROID],
] as const) {
  test.describe(`on ${platform}`, () => {
    test.use({ userAgent });

    test(`a marked product link opens the ${platform} store page`, async ({ page }) => {
      await answerStores(page);
      await actAs(page, "basic@catalogue.example");
      await page.goto(`${PRODUCT}?${MOBILE_DEEP_LINK_MARKER}=1`);
      await expect(page).toHaveURL(APP_STORE_URLS[platform]);
    });

    test("an unmarked product link opens the product", async ({ page }) => {
      await answerStores(page);
      await actAs(page, "basic@catalogue.example");
      await page.goto(PRODUCT);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breathing circuit, adult", {
        timeout: 10_000,
      });
      await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
    });
  });
}

test("on a laptop the marker is removed and the product opens, keeping the rest of the address", async ({
  page,
}) => {
  await answerStores(page);
  await actAs(page, "basic@catalogue.example");
  await page.goto(`${PRODUCT}?from=mail&${MOBILE_DEEP_LINK_MARKER}=1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breathing circuit, adult", {
    timeout: 10_000,
  });
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${PRODUCT}?from=mail`);
  // The marker was replaced, not pushed: the history holds the blank start page and the product only.
  expect(await page.evaluate(() => history.length)).toBe(2);
});
