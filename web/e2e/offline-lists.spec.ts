import { devCalls, listElementCalls, productListCalls } from "@catalogue/core/api/catalogue";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { call } from "./api";
import { fitsWidth, inEnglish, noAxeViolations, VIEWPORTS } from "./page-checks";
import { actAs } from "./sign-in";

// The service worker installs its shell in the background on a shared machine: 15 s to show, not 5.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const USER = "advanced@catalogue.example";
// Seeded catalogue: 1869 is "Breathing circuit, adult"; 1001 another product.
const PRODUCT = 1869;
const OTHER_PRODUCT = 1001;

test.beforeEach(({ page }) => inEnglish(page));

/** A pinned list of the signed-in user with two products, made through the API. */
async function pinnedList(page: Page, title: string) {
  const list = await call(page, productListCalls.create, { body: { title, description: "" } });
  await call(page, listElementCalls.add, {
    params: { id: list.id },
    body: {
      elements: [
        { productId: PRODUCT, quantity: 3 },
        { productId: OTHER_PRODUCT, quantity: 2 },
      ],
      version: list.version,
    },
  });
  await call(page, productListCalls.pin, { params: { id: list.id } });
  return list;
}

const GUIDE_IMAGES = new URL("../../docs/guide/images/", import.meta.url);
/** The guide's pictures (docs/guide/working-offline.md): the indicator on a phone, the summary on a laptop. */
const guideShot = (width: number, wanted: number) => width === wanted;

const rowOf = (page: Page, title: string) => page.getByTestId("list-element").filter({ hasText: title });

test("the app is installable: a valid manifest, its icons, and a service worker that is always revalidated", async ({
  page,
}) => {
  await actAs(page, USER);
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await page.request.get(href ?? "");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = await manifest.json();
  expect(body).toMatchObject({ display: "standalone", start_url: "/", name: "Product Catalogue" });
  const sizes = body.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of body.icons)
    expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  // The worker takes control of the page once installed.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Chromium's own installability check (what Lighthouse's former "installable manifest" audit asked): no error
  // but the test browser's own, a Playwright context being an incognito profile.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual(
    [],
  );
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px, a pinned list opens offline, takes edits and syncs them with a conflict made meanwhile`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await actAs(page, USER);
    const list = await pinnedList(page, `Offline ${viewport.name} ${Date.now()}`);
    const elements = (await call(page, listElementCalls.get, { params: { id: list.id } })).content;
    const titleOf = (productId: number) =>
      elements.find((element) => element.productId === productId)?.product.title ?? "";

    // Online once with the worker in control: it keeps the app and every read the list page makes.
    await page.goto(`/product-list/${list.id}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible();
    await expect(rowOf(page, titleOf(PRODUCT))).toBeVisible();
    // Every read of the page has answered (and is kept) before the connection goes.
    await page.waitForLoadState("networkidle");

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible();
    expect(page.url()).not.toContain("/errors");
    const status = page.getByRole("status").filter({ hasText: "Working offline" });
    await expect(status).toBeVisible();

    const first = rowOf(page, titleOf(PRODUCT));
    const quantity = first.getByLabel("Quantity (packages)");
    await quantity.fill("5");
    await quantity.press("Enter");
    const crp = rowOf(page, titleOf(OTHER_PRODUCT)).getByLabel(/^CRP/);
    await crp.fill("12.5");
    await crp.press("Enter");
    await expect(status).toHaveText("Working offline — 2 changes waiting");
    await noAxeViolations(page, { within: '[role="status"]:not(:empty)' });
    await fitsWidth(page, viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`offline-indicator-${viewport.width}.png`) });
    if (guideShot(viewport.width, 360))
      await status.screenshot({ path: new URL("offline-indicator-360.png", GUIDE_IMAGES).pathname });

    // Meanwhile, on another device, the same user changes the same quantity.
    await call(request, devCalls.session, { body: { email: USER } });
    const fresh = await call(request, listElementCalls.get, { params: { id: list.id } });
    const element = fresh.content.find((item) => item.productId === PRODUCT);
    await call(request, listElementCalls.changeQuantity, {
      params: { id: list.id },
      body: { elementId: element?.id ?? 0, value: 8, version: fresh.version },
    });

    // Still offline, a reload keeps the user's own values from the queue.
    await page.reload();
    await expect(quantity).toHaveValue("5");

    await context.setOffline(false);
    const summary = page.getByRole("dialog", { name: "Your offline changes" });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText("1 change saved.");
    await expect(summary).toContainText(`Quantity of ${titleOf(PRODUCT)} kept at 8`);
    await noAxeViolations(page, { within: '[role="dialog"]' });
    await fitsWidth(page, viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`offline-summary-${viewport.width}.png`) });
    if (guideShot(viewport.width, 1280))
      await summary.screenshot({ path: new URL("offline-summary-1280.png", GUIDE_IMAGES).pathname });
    await summary.getByRole("button", { name: "OK" }).click();

    // The list shows the server's values: the other device's quantity, and the CRP typed offline.
    await expect(quantity).toHaveValue("8");
    await expect(page.getByText(/Working offline|waiting/)).toHaveCount(0);
    const after = (await call(page, listElementCalls.get, { params: { id: list.id } })).content;
    expect(after.find((item) => item.productId === PRODUCT)?.quantity).toBe(8);
    expect(after.find((item) => item.productId === OTHER_PRODUCT)?.pricing.crp).toBe(12.5);
  });
}
