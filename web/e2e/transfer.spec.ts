import { productCalls } from "@catalogue/core/api/catalogue";
import { expect, test } from "@playwright/test";
import { apiFolder, apiPath } from "./api";
import { actAs } from "./sign-in";

// What the browser downloads: the app's JavaScript as the build's brotli copies, its API answers compressed,
// and the first result cards' images requested at once, with high priority.
test("the app's scripts arrive as brotli and its larger API answers compressed", async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
  const apiEncodings = new Map<string, string | undefined>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    const encoding = response.headers()["content-encoding"];
    if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"))
      scripts.push({ url: url.pathname, encoding, bytes: Number(response.headers()["content-length"] ?? 0) });
    if (url.pathname.startsWith(apiFolder(productCalls.search))) apiEncodings.set(url.pathname, encoding);
  });

  await actAs(page, "advanced@catalogue.example");
  await page.goto("/search?searchText=pump");
  await expect(page.getByTestId("product-card").first()).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  // A file travels as it is only where brotli would not make it smaller: a few hundred bytes at most.
  expect(scripts.filter((script) => script.encoding !== "br" && script.bytes > 500)).toEqual([]);
  expect([...apiEncodings.values()]).toContain("gzip");
});

test("a product's details arrive as the server's brotli copy of its kept answer", async ({ page }) => {
  // 1869 "Breathing circuit, adult": its answer (variants, prices, documents) is well over a kilobyte.
  const detailsPath = apiPath(productCalls.details, { id: 1869 });
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === detailsPath);
  await actAs(page, "advanced@catalogue.example");
  await page.goto("/p/variant/1869");

  const details = await answer;
  expect(details.headers()["content-encoding"]).toBe("br");
  expect(((await details.json()) as { id: number }).id).toBe(1869);
});

test("the first result cards' images load at once with high priority, the later ones lazily", async ({
  page,
}) => {
  await actAs(page, "advanced@catalogue.example");
  await page.goto("/search?searchText=pump");
  const images = page.getByTestId("product-card").locator("img");
  await expect(images.nth(5)).toBeAttached();

  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.first()).toHaveAttribute("loading", "eager");
  await expect(images.nth(5)).toHaveAttribute("loading", "lazy");
});
