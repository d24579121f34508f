import { devCalls, favouriteCalls, productCalls, profileCalls } from "@catalogue/core/api/catalogue";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { apiFolder, apiPath, call } from "./api";
import { fitsWidth, holdCalls, inEnglish, noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

// A detail page is a cold database read and CI machines are shared: screens get 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });

// Seeded catalogue: 1869 "Breathing circuit, adult" has two variants, a 360-degree set and prices; 1681 is BLOCKED.
const WITH_VARIANTS = 1869;
const BLOCKED = 1681;
const PRICE_FIELDS = ["localListPrice", "globalReferencePrice", "crpNetPrice", "pricing"];

test.beforeEach(({ page }) => inEnglish(page));

/** Collects the JSON bodies of the product calls the page makes. */
function productResponses(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname.startsWith(apiFolder(productCalls.search)))
      bodies.push(await response.text());
  });
  return bodies;
}

test("the page asks for its product beside the profile, and only once", async ({ page }) => {
  await actAs(page, "advanced@catalogue.example");
  const profilePath = apiPath(profileCalls.get);
  const detailsPath = apiPath(productCalls.details, { id: WITH_VARIANTS });
  let detailsRequests = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === detailsPath) detailsRequests += 1;
  });
  const release = await holdCalls(page, (url) => url.pathname === profilePath);
  const detailsAsked = page.waitForRequest((request) => new URL(request.url()).pathname === detailsPath);
  await page.goto(`/p/variant/${WITH_VARIANTS}`, { waitUntil: "commit" });
  await detailsAsked;
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breathing circuit, adult");
  expect(detailsRequests).toBe(1);
});

test("Advanced sees prices; variants switch the URL; the 360 view turns by keyboard", async ({ page }) => {
  await actAs(page, "advanced@catalogue.example");
  await page.goto(`/p/variant/${WITH_VARIANTS}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breathing circuit, adult");
  const prices = page.getByTestId("product-prices");
  await expect(prices).toContainText("Local list price");
  await expect(prices).toContainText("€");
  await expect(prices).toContainText("GGP rating");

  await page.getByRole("button", { name: /360° view/ }).click();
  const spin = page.getByRole("slider", { name: /360° view of Breathing circuit, adult/ });
  await expect(spin).toHaveAttribute("aria-valuenow", "0");
  await spin.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(spin).toHaveAttribute("aria-valuenow", "2");
  await expect(spin.locator("img")).toHaveAttribute("src", /frame=2/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(spin).toHaveAttribute("aria-valuenow", "35");

  const details = await call(page, productCalls.details, { params: { id: WITH_VARIANTS } });
  const other = details.variants[0]?.id;
  await page.getByLabel("Variant").selectOption(String(other));
  await expect(page).toHaveURL(`/p/variant/${other}`);
  await expect(page.getByTestId("product-detail")).toHaveAttribute("data-product-id", String(other));
});

for (const email of ["basic@catalogue.example", "partner.accepted@partner.example"]) {
  test(`${email} gets no prices, neither in the page nor in the answers`, async ({ page }) => {
    await actAs(page, email);
    const bodies = productResponses(page);
    await page.goto("/search?search=Breathing%20circuit");
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await expect(page.getByTestId("card-price")).toHaveCount(0);
    await page.getByTestId("product-card").first().getByRole("link").click();
    await expect(page.getByTestId("product-detail")).toBeVisible();
    await expect(page.getByTestId("product-prices")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText("CRP");
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) for (const field of PRICE_FIELDS) expect(body).not.toContain(`"${field}"`);
  });
}

test("an address whose id is no product id is the 404 page", async ({ page }) => {
  await actAs(page, "advanced@catalogue.example");
  await page.goto("/p/variant/abc");
  await expect(page).toHaveURL(/\/errors\?code=404$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("the status badge follows the user's phase-out check", async ({ page }) => {
  await actAs(page, "advanced.plus@catalogue.example");
  try {
    await page.goto(`/p/variant/${BLOCKED}`);
    await expect(page.getByRole("button", { name: /^\S+ Blocked\. Show details$/ })).toBeVisible();
    await page.getByRole("button", { name: /^\S+ Blocked\. Show details$/ }).click();
    await expect(page.getByRole("dialog", { name: "Product status" })).toContainText("Blocked");
    await page.keyboard.press("Escape");
    await call(page, profileCalls.update, { body: { phaseOutCheck: false } });
    await page.reload();
    await expect(page.getByRole("button", { name: /^\S+ Available\. Show details$/ })).toBeVisible();
  } finally {
    await call(page, profileCalls.update, { body: { phaseOutCheck: true } });
  }
});

test("a favourite persists across a reload and shows in the favourites tab", async ({ page }) => {
  await actAs(page, "basic.plus@catalogue.example");
  // A clean start even after an interrupted run: the call is idempotent.
  await call(page, favouriteCalls.unmark, { params: { id: WITH_VARIANTS } });
  await page.goto(`/p/variant/${WITH_VARIANTS}`);
  const add = page.getByRole("button", { name: "Add Breathing circuit, adult to favourites" });
  await add.click();
  const remove = page.getByRole("button", { name: "Remove Breathing circuit, adult from favourites" });
  await expect(remove).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(remove).toHaveAttribute("aria-pressed", "true");
  await page.goto("/product-lists/favourites");
  const card = page.locator(`[data-testid="product-card"][data-product-id="${WITH_VARIANTS}"]`);
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: /^Remove/ }).click();
  await expect(
    card.getByRole("button", { name: "Add Breathing circuit, adult to favourites" }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
});

test("a data issue report needs a message, then lands in the dev outbox", async ({ page }) => {
  await actAs(page, "advanced@catalogue.example");
  await page.goto(`/p/variant/${WITH_VARIANTS}`);
  await page.getByRole("button", { name: "Report a data issue" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a data issue" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toContainText("This field cannot be empty");
  const message = `The GTIN looks wrong (e2e ${Date.now()})`;
  await dialog.getByLabel("What is wrong with this product's data?").fill(message);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Thank you. Your report has been sent to the data team.")).toBeVisible();
  const outbox = await call(page, devCalls.outbox, {});
  expect(outbox.some((mail) => mail.body.includes(message))).toBe(true);
});

for (const width of [1280, 360]) {
  test(`the product detail passes axe at ${width} px (screenshot kept)`, async ({ page }, testInfo) => {
    await actAs(page, "advanced@catalogue.example");
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/p/variant/${WITH_VARIANTS}`);
    await expect(page.getByTestId("product-prices")).toBeVisible();
    await noAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`detail-${width}.png`), fullPage: true });
    await fitsWidth(page, width);
  });
}
