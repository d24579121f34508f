import { devCalls, profileCalls } from "@catalogue/core/api/catalogue";
import { expect, test } from "@playwright/test";
import { apiPath, call } from "./api";
import { noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

test.afterEach(async ({ request }) => {
  await call(request, devCalls.clearFaults, {});
});

test("a 500 while loading the profile opens the errors page with the way back", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await call(page, devCalls.addFault, { body: { pattern: apiPath(profileCalls.get), status: 500 } });
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/errors\?code=500$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page.getByRole("button", { name: "Go to the finder" })).toBeVisible();
});

test("a Basic user asking for the users page gets the 403 page", async ({ page }) => {
  await actAs(page, "basic@catalogue.example");
  await page.goto("/users");
  await expect(page).toHaveURL(/\/errors\?code=403$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access denied");
});

test("a 464 while loading the profile opens the not-found page", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await call(page, devCalls.addFault, {
    body: { pattern: apiPath(profileCalls.get), method: "GET", status: 464 },
  });
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/errors\?code=464$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
});

test("a failed save no rule sends to a page shows the 'API error' toast; the screen stays", async ({
  page,
}) => {
  await actAs(page, "advanced@catalogue.example");
  await page.goto("/settings");
  const phaseOut = page.getByRole("switch", { name: "Phase-out check" });
  await expect(phaseOut).toBeVisible();
  const before = (await call(page, profileCalls.get, {})).phaseOutCheck;
  await call(page, devCalls.addFault, {
    body: { pattern: apiPath(profileCalls.update), method: "PUT", status: 503 },
  });
  await phaseOut.click();
  await expect(
    page.getByRole("alert").filter({ hasText: /^API error: 503 Service Unavailable/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await call(page, devCalls.clearFaults, {});
  expect((await call(page, profileCalls.get, {})).phaseOutCheck).toBe(before);
});

test("losing the connection opens the no-internet page, with refresh and the way back to the finder", async ({
  page,
  context,
}) => {
  await actAs(page, "advanced@catalogue.example");
  await page.goto("/settings");
  const phaseOut = page.getByRole("switch", { name: "Phase-out check" });
  await expect(phaseOut).toBeVisible();
  await context.setOffline(true);
  // Two ways lead to the no-internet texts, and which comes first varies from run to run: the click's failed call
  // (or any other call failing offline, such as the unread count's poll) sends the router to the errors page; or
  // a screen part still loading lazily (the header search) fails to load, and the route error boundary shows the
  // same texts in place, on /settings. The click may then find the switch gone, so it only races the texts.
  const heading = page.getByRole("heading", { level: 1, name: "No internet connection" });
  await Promise.race([phaseOut.click({ timeout: 5_000 }).catch(() => undefined), heading.waitFor()]);
  await expect(heading).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toMatch(
    /^\/errors\?code=no-internet$|^\/settings$/,
  );
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
  await context.setOffline(false);
  // Offline the errors page's own chunk may not load: the route error boundary then shows the same texts,
  // with a link (it cannot use the router's screens) instead of the button.
  await page
    .getByRole("button", { name: "Go to the finder" })
    .or(page.getByRole("link", { name: "Go to the finder" }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("api-version")).toBeVisible();
});

for (const code of ["403", "404", "464", "500", "no-internet"]) {
  test(`the ${code} errors page passes axe, fits 360 px and is screenshotted at 1280 and 360 px`, async ({
    page,
  }, testInfo) => {
    await actAs(page, "basic@catalogue.example");
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/errors?code=${code}`);
      await expect(page.getByRole("button", { name: "Go to the finder" })).toBeVisible();
      await noAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`errors-${code}-${width}.png`), fullPage: true });
    }
  });
}

test("the loginError page passes axe, fits 360 px and is screenshotted at 1280 and 360 px", async ({
  page,
}, testInfo) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/loginError?code=409&resultKey=USER_ACCOUNT_DISABLED");
    await expect(page.getByTestId("login-error")).toHaveText("You cannot sign in");
    await noAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`login-error-${width}.png`), fullPage: true });
  }
});
