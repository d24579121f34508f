import { devCalls, profileCalls, referenceDataCalls, userAdminCalls } from "@catalogue/core/api/catalogue";
import { type APIRequestContext, expect, type Page, type TestInfo, test } from "@playwright/test";
import { call, reseed } from "./api";
import { noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

// These tests change users (onboarding, registration): they run in order from the seed and leave the seed behind
// (the database outlives a run, and other files expect new.user still to onboard).
test.describe.configure({ mode: "serial" });
// Reseeding rebuilds the whole catalogue: slow on a busy machine.
const reseedSlowly = async ({ request }: { request: APIRequestContext }, testInfo: TestInfo) => {
  testInfo.setTimeout(180_000);
  await reseed(request);
};
test.beforeAll(reseedSlowly);
test.afterAll(reseedSlowly);

async function noHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Screenshots in en at 1280 and 360 px (test artefacts), each width also checked by axe and for overflow. */
async function shootAtBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    await noAxeViolations(page);
    await noHorizontalOverflow(page);
  }
}

const landings: [string, RegExp, string][] = [
  ["key.user@catalogue.example", /\/$/, "api-version"],
  ["new.user@catalogue.example", /\/onboarding$/, "onboarding-step-of"],
  ["partner.pending@partner.example", /\/scp-registration\/waiting-room$/, "scp-waiting"],
  ["partner.pending-no-country@partner.example", /\/scp-registration$/, "scp-registration"],
  ["partner.new@partner.example", /\/scp-registration$/, "scp-registration"],
  ["partner.rejected@partner.example", /\/scp-registration\/rejected$/, "scp-rejected"],
  ["partner.accepted@partner.example", /\/$/, "api-version"],
];
for (const [email, url, testId] of landings) {
  test(`${email} lands where the guard says`, async ({ page }) => {
    await actAs(page, email);
    await page.goto("/");
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId(testId)).toBeVisible();
  });
}

test("the partner screens pass axe and fit 1280 and 360 px", async ({ page }, testInfo) => {
  await actAs(page, "partner.pending@partner.example");
  await page.goto("/scp-registration/waiting-room");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waiting for approval");
  await expect(page).toHaveTitle("Waiting for approval | Product Catalogue");
  await shootAtBothWidths(page, testInfo, "scp-waiting-room");
  // Still pending: checking again brings the partner back here.
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page).toHaveURL(/\/scp-registration\/waiting-room$/);

  await actAs(page, "partner.rejected@partner.example");
  await page.goto("/scp-registration/rejected");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request declined");
  await shootAtBothWidths(page, testInfo, "scp-rejected");

  await actAs(page, "partner.pending-no-country@partner.example");
  await page.goto("/scp-registration");
  await expect(page.getByRole("combobox", { name: /^Country/ })).toBeVisible();
  await shootAtBothWidths(page, testInfo, "scp-registration");
});

/** Acts as the Key user (Germany) in a request context of its own and approves or rejects a partner's request. */
async function keyUserDecides(
  request: APIRequestContext,
  partnerId: number,
  accepted: boolean,
): Promise<void> {
  await call(request, devCalls.session, { body: { email: "key.user@catalogue.example" } });
  const companies = await call(request, referenceDataCalls.companies, {});
  const germany = await germanyId(request);
  const body = accepted
    ? {
        accepted,
        companyId: companies[0]?.id,
        organizationRole: "SALES_REPRESENTATIVE",
        countryIds: [germany],
      }
    : { accepted };
  await call(request, userAdminCalls.confirmScp, { params: { id: partnerId }, body });
}

async function germanyId(request: APIRequestContext): Promise<number> {
  const countries = await call(request, referenceDataCalls.scpCountries, {});
  const germany = countries.find((c) => c.country === "Germany");
  expect(germany).toBeDefined();
  return germany?.id ?? 0;
}

/** The partner (the page's session) chooses Germany, which the Key user manages, and sends the request. */
async function registerInGermany(page: Page): Promise<number> {
  await page.goto("/scp-registration");
  await page.getByRole("combobox", { name: /^Country/ }).selectOption({ label: "Germany" });
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/scp-registration\/waiting-room$/);
  await expect(page.getByTestId("scp-waiting")).toBeVisible();
  const profile = await call(page, profileCalls.get, {});
  expect([profile.scpStatus, profile.countryId]).toEqual(["PENDING", await germanyId(page.request)]);
  return profile.id;
}

test("a partner is offered exactly the countries open to partners", async ({ page }) => {
  await actAs(page, "partner.new@partner.example");
  await page.goto("/scp-registration");
  const country = page.getByRole("combobox", { name: /^Country/ });
  // Only countries open to partners are offered: the server's list decides.
  const open = await call(page, referenceDataCalls.scpCountries, {});
  const expected = open.filter((c) => c.availableForScp).map((c) => c.country);
  const options = country.locator("option:not([value=''])");
  await expect(options).toHaveCount(expected.length);
  expect([...(await options.allTextContents())].sort()).toEqual(expected.sort());
});

test("a partner registers and waits; the Key user approves through the API; the next visit lets them in", async ({
  page,
  request,
}) => {
  await actAs(page, "partner.new@partner.example");
  const partnerId = await registerInGermany(page);
  // Still waiting: a new visit to the finder is sent back to the waiting room.
  await page.goto("/");
  await expect(page).toHaveURL(/\/scp-registration\/waiting-room$/);

  await keyUserDecides(request, partnerId, true);

  // The partner's next visit: the guard now lets the accepted partner onto the finder, and keeps them there.
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("api-version")).toBeVisible();
  await page.goto("/scp-registration/waiting-room");
  await expect(page).toHaveURL(/\/$/);
  const profile = await call(page, profileCalls.get, {});
  expect(profile.scpStatus).toBe("ACCEPTED");
});

test("a waiting partner whose request the Key user rejects sees the rejected page on checking again", async ({
  page,
  request,
}) => {
  await actAs(page, "partner.pending-no-country@partner.example");
  const partnerId = await registerInGermany(page);

  await keyUserDecides(request, partnerId, false);

  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page).toHaveURL(/\/scp-registration\/rejected$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request declined");
  // The rejected partner cannot reach the finder either.
  await page.goto("/");
  await expect(page).toHaveURL(/\/scp-registration\/rejected$/);
});

const titles = { ja: "製品カタログへようこそ", de: "Willkommen im Produktkatalog" } as const;
for (const language of ["ja", "de"] as const) {
  test(`onboarding switched to ${language} fits a 360 px phone`, async ({ page }, testInfo) => {
    await actAs(page, "new.user@catalogue.example");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/onboarding");
    await page.getByLabel("Choose your language").selectOption(language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[language]);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page.screenshot({ path: testInfo.outputPath(`onboarding-${language}-360.png`), fullPage: true });
    await noHorizontalOverflow(page);
    await noAxeViolations(page);
  });
}

test("onboarding: Step x of y, German at once, saved, then the finder; it stays done", async ({
  page,
}, testInfo) => {
  await actAs(page, "new.user@catalogue.example");
  await page.goto("/onboarding");
  const stepOf = page.getByTestId("onboarding-step-of");
  await expect(stepOf).toHaveText("Step 1 of 3");
  await expect(page.getByRole("button", { name: "Country" })).toHaveAttribute("aria-disabled", "true");
  await shootAtBothWidths(page, testInfo, "onboarding");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel("Choose your language").selectOption("de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen im Produktkatalog");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(stepOf).toHaveText("Schritt 2 von 3");
  const role = page.getByLabel("Wählen Sie Ihre Funktion");
  await role.selectOption({ index: 1 });
  const chosenRole = await role.inputValue();
  const country = page.getByLabel("Wählen Sie Ihr Land");
  await country.selectOption({ label: "Germany" });
  await expect(stepOf).toHaveText("Schritt 3 von 3");
  await page.getByRole("button", { name: "Abschließen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("api-version")).toBeVisible();

  const profile = await call(page, profileCalls.get, {});
  expect([profile.languageShortcut, profile.organizationRole, profile.countryShortcut]).toEqual([
    "de",
    chosenRole,
    expect.anything(),
  ]);
  expect(profile.currencyId).not.toBeNull();
  // Persisted: a fresh start lands on the finder, not on onboarding.
  await page.goto("/");
  await expect(page.getByTestId("api-version")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
