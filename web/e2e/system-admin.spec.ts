import { fileURLToPath } from "node:url";
import { devCalls, referenceDataCalls } from "@catalogue/core/api/catalogue";
import { expect, test } from "@playwright/test";
import { apiPath, call, failureOf, reseed } from "./api";
import { noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

// The user guide pictures the import history and the statistics: a fresh seed first keeps out what specs run
// before this one in the same worker imported and listed, so the pictures do not depend on the order of the files.
test.beforeAll(async ({ request }) => {
  await reseed(request);
});

// These tests run imports and change the partner countries; the database is seeded again afterwards.
test.afterAll(async ({ request }) => {
  await reseed(request);
});

/** The user guide's screenshots (docs/guide/administration.md), taken by the tests so they show the real screens. */
const guide = (name: string) =>
  fileURLToPath(new URL(`../../docs/guide/images/${name}.png`, import.meta.url));

test("the highest role runs an import of one table and watches it finish", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await actAs(page, "admin@catalogue.example");
  await page.goto("/system");
  await expect(page).toHaveURL(/\/system\/imports$/);
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Imports" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Import history (last 30 days)" })).toBeVisible();
  await noAxeViolations(page);

  const runTable = page.getByRole("button", { name: "Import this table" });
  await expect(runTable).toBeEnabled();
  await page.getByRole("combobox", { name: "Table" }).selectOption({ label: "Stock" });
  await runTable.click();
  await expect(page.getByText("Import started correctly")).toBeVisible();
  // While it runs the buttons wait; the history is polled until the run has finished.
  await expect(page.getByRole("button", { name: "Synchronise all tables" })).toBeDisabled();
  await expect(page.getByText("No synchronisation is running.")).toBeVisible({ timeout: 60_000 });
  const newest = page.getByRole("region", { name: "Import history (last 30 days)" }).getByRole("row").nth(1);
  await expect(newest.getByRole("cell").first()).toHaveText("Stock");
  await expect(newest.getByRole("cell").nth(1)).not.toHaveText(/Queued|In progress/);
  await newest.getByText(/^Log of Stock/).click();
  await expect(newest.getByRole("listitem").first()).toBeVisible();
  await noAxeViolations(page);
  await page.screenshot({ path: guide("system-imports"), fullPage: false });
});

test("the tabs are links the keyboard reaches; countries, availability and statistics open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await actAs(page, "admin@catalogue.example");
  await page.goto("/system/imports");
  const countriesTab = page.getByRole("link", { name: "Partner countries" });
  await countriesTab.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/system\/countries$/);
  await expect(countriesTab).toHaveAttribute("aria-current", "page");
  // A country where partners are registered cannot be closed: the spec's message, and the box is ticked again.
  await page.getByRole("searchbox", { name: "Filter countries" }).fill("Austria");
  await page.getByRole("checkbox", { name: "Austria" }).uncheck();
  await page.getByRole("button", { name: "Save countries" }).click();
  await expect(page.getByText("A partner user is assigned to a country that is not selected.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Austria" })).toBeChecked();

  // Opening a closed country is kept.
  await page.getByRole("searchbox", { name: "Filter countries" }).fill("");
  const closed = page
    .getByRole("group", { name: "Countries open to partners" })
    .getByRole("checkbox", { checked: false })
    .first();
  const name = (await closed.getAttribute("aria-label")) ?? (await closed.locator("xpath=..").innerText());
  await closed.check();
  await page.getByRole("button", { name: "Save countries" }).click();
  await expect(page.getByText("Countries saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: name.trim(), exact: true })).toBeChecked();
  await noAxeViolations(page);

  await page.getByRole("link", { name: "Availability" }).click();
  await expect(page.getByRole("checkbox", { name: "Custom indicators only" })).toBeChecked();
  await page.getByRole("searchbox", { name: "Search products" }).fill("sensor");
  await expect(page.getByRole("region", { name: "Add a product" }).getByRole("link").first()).toBeVisible();
  await noAxeViolations(page);
  await page.screenshot({ path: guide("system-availability"), fullPage: false });

  await page.getByRole("link", { name: "Statistics" }).click();
  await expect(page.getByRole("heading", { name: "Most listed products" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Product lists" })).toBeVisible();
  await noAxeViolations(page);
  await page.screenshot({ path: guide("system-statistics"), fullPage: false });
});

test("database activity lists the tables; the error logs show a server fault with its log id", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await actAs(page, "admin@catalogue.example");
  await page.goto("/system/database");
  const tables = page.getByRole("region", { name: "Database activity" });
  await expect(tables.getByRole("cell", { name: "products", exact: true })).toBeVisible();
  await expect(page.getByText(/^Database size: /)).toBeVisible();
  await noAxeViolations(page);

  const currencies = apiPath(referenceDataCalls.currencies);
  await call(page, devCalls.addFault, { body: { pattern: currencies, status: 503 } });
  const failed = await failureOf(page, referenceDataCalls.currencies, {});
  await call(page, devCalls.clearFaults, {});
  expect([failed?._tag, failed?.status]).toEqual(["Internal", 503]);
  // An injected fault's answer carries its correlation id only in a header; the request log has it too.
  const logged = (await call(page, devCalls.requests, {})).find(
    (request) => request.method === "GET" && request.path === currencies && request.status === 503,
  );
  await page.getByRole("link", { name: "Error logs" }).click();
  const logs = page.getByRole("region", { name: "Error logs" });
  const row = logs
    .getByRole("row")
    .filter({ hasText: `GET ${currencies}` })
    .first();
  await expect(row).toContainText("503");
  await expect(row).toContainText(logged?.correlationId ?? "missing");
  await noAxeViolations(page);
  await page.screenshot({ path: guide("system-error-logs"), fullPage: false });
});

test("the system screen fits a 360 px phone", async ({ page }) => {
  // Six tabs, each checked with axe.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await actAs(page, "admin@catalogue.example");
  for (const tab of ["imports", "database", "errors", "countries", "availability", "statistics"]) {
    await page.goto(`/system/${tab}`);
    await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
    await expect(page.getByText("Loading…")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(360);
    await noAxeViolations(page);
  }
  await page.goto("/system/imports");
  // The guide's picture is of the loaded screen, not of its spinner.
  await expect(page.getByRole("heading", { name: "Import history (last 30 days)" })).toBeVisible();
  await expect(page.getByText("Loading…")).toHaveCount(0);
  await page.screenshot({ path: guide("system-imports-phone"), fullPage: false });
});

for (const email of ["key.user@catalogue.example", "basic@catalogue.example"])
  test(`${email} gets no system screen and no menu entry`, async ({ page }) => {
    await actAs(page, email);
    await page.goto("/system/imports");
    await expect(page).toHaveURL(/\/errors\?code=403/);
    await page.goto("/availability/Anything");
    await expect(page).toHaveURL(/\/errors\?code=403/);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "System" })).toHaveCount(0);
  });
