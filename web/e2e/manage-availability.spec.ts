import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { reseed } from "./api";
import { fitsWidth, noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

// These tests change a product's availability indicators; the database is seeded again afterwards.
test.afterAll(async ({ request }) => {
  await reseed(request);
});

/** The user guide's screenshots (docs/guide/administration.md), taken by the tests so they show the real screens. */
const guide = (name: string) =>
  fileURLToPath(new URL(`../../docs/guide/images/${name}.png`, import.meta.url));

const PART_NUMBER = "8400009";
const SEARCH = "/search?search=ECG%20cable";

/** The badge of the product's card in the search results, as a Basic user in Germany sees it. */
async function badgeForGermanUser(page: Page): Promise<string> {
  await actAs(page, "basic@catalogue.example");
  await page.goto(SEARCH);
  const card = page.getByTestId("product-card").filter({ hasText: `Part no. ${PART_NUMBER}` });
  await expect(card).toBeVisible();
  const badge = card.locator("span", { has: page.locator("span") }).first();
  // The card can be on screen a moment before its badge is rendered with its text: wait for it, as read below.
  await expect(badge).toHaveText(/\S/, { useInnerText: true });
  const text = await badge.innerText();
  return text.replace(/\s+/g, " ").trim();
}

async function openManagePage(page: Page) {
  await actAs(page, "admin@catalogue.example");
  await page.goto("/system/availability");
  await page.getByRole("searchbox", { name: "Search products" }).fill(PART_NUMBER);
  await page.getByRole("region", { name: "Add a product" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Manage availability: / })).toBeVisible();
}

async function fillIndicator(page: Page, status: string, description: string) {
  const describe = page.getByRole("textbox", { name: "Description" });
  await page.getByRole("radio", { name: status }).check();
  await expect(describe).toBeEnabled();
  await describe.fill(description);
  await page.getByRole("textbox", { name: "Link" }).fill("https://example.com/availability");
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Availability saved.")).toBeVisible();
}

test("each availability mode changes the badge a user of that country sees in search", async ({ page }) => {
  // Four saves, each checked as another user in the search results: longer than one screen's test.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const original = await badgeForGermanUser(page);
  expect(original).not.toContain("Custom status");

  await openManagePage(page);
  await expect(page.getByText("Edit mode: no custom indicator applies.")).toBeVisible();
  await noAxeViolations(page);

  // Global: the status comes first, then description and link open; a missing link is refused before sending.
  await page.getByRole("switch", { name: "Global indicator" }).click();
  await expect(page.getByRole("textbox", { name: "Description" })).toBeDisabled();
  await fillIndicator(page, "Not available", "Recalled for inspection");
  await page.getByRole("textbox", { name: "Link" }).fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("This field cannot be empty")).toBeVisible();
  await page.getByRole("textbox", { name: "Link" }).fill("https://example.com/availability");
  await save(page);
  await noAxeViolations(page);
  await page.screenshot({ path: guide("manage-availability"), fullPage: true });
  expect(await badgeForGermanUser(page)).toBe("NA Custom status");

  // Per country: enabling it turns the global indicator off; Germany chosen, the German user sees it.
  await openManagePage(page);
  await expect(page.getByRole("switch", { name: "Global indicator" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.getByRole("switch", { name: "Per-country indicators" }).click();
  await expect(page.getByRole("switch", { name: "Global indicator" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await fillIndicator(page, "Warning", "Limited deliveries this month");
  await page.getByRole("searchbox", { name: "Filter countries" }).fill("Germany");
  await page.getByRole("checkbox", { name: "Germany" }).check();
  await save(page);
  expect(await badgeForGermanUser(page)).toBe("W Custom status");

  // Only France: the German user no longer sees it.
  await openManagePage(page);
  await page.getByRole("searchbox", { name: "Filter countries" }).fill("");
  await page.getByRole("checkbox", { name: "Germany" }).uncheck();
  await page.getByRole("checkbox", { name: "France" }).check();
  await save(page);
  expect(await badgeForGermanUser(page)).toBe(original);

  // Edit mode: no indicator at all.
  await openManagePage(page);
  await page.getByRole("switch", { name: "Per-country indicators" }).click();
  await expect(page.getByText("Edit mode: no custom indicator applies.")).toBeVisible();
  await save(page);
  await expect(page.getByText("Saved setting: Edit mode (no indicator)")).toBeVisible();
  expect(await badgeForGermanUser(page)).toBe(original);
});

test("the manage availability screen fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openManagePage(page);
  await page.getByRole("switch", { name: "Per-country indicators" }).click();
  await fitsWidth(page, 360);
  await noAxeViolations(page);
  await page.screenshot({ path: guide("manage-availability-phone"), fullPage: false });
});
