import { authCalls, profileCalls } from "@catalogue/core/api/catalogue";
import { expect, test } from "@playwright/test";
import { apiPath, failureOf } from "./api";
import { actAs, signInThroughIdentityPage } from "./sign-in";

test("the Key user signs in through the identity page and lands on the finder", async ({ page }) => {
  await signInThroughIdentityPage(page, "key.user@catalogue.example");
  await expect(page.getByTestId("api-version")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
});

test("after login the user resumes the path they asked for", async ({ page }) => {
  await signInThroughIdentityPage(page, "key.user@catalogue.example", "/settings");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("the disabled user lands on the loginError page", async ({ page }) => {
  await signInThroughIdentityPage(page, "disabled@catalogue.example");
  await expect(page).toHaveURL(/\/loginError\?code=409&resultKey=USER_ACCOUNT_DISABLED$/);
  await expect(page.getByTestId("login-error")).toHaveText("You cannot sign in");
});

test("the partner waiting with a country lands on the waiting room", async ({ page }) => {
  await signInThroughIdentityPage(page, "partner.pending@partner.example");
  await expect(page).toHaveURL(/\/scp-registration\/waiting-room$/);
  await expect(page.getByTestId("scp-waiting")).toBeVisible();
});

test("the user who has not onboarded lands on onboarding, where the logo is no link", async ({ page }) => {
  await signInThroughIdentityPage(page, "new.user@catalogue.example");
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByTestId("onboarding-step-of")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the finder" })).toHaveCount(0);
});

// The identity page allows 10 sign-ins a minute per client, so this test acts as the user instead.
test("logging out asks first and then returns to the identity page", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await page.goto("/");
  await expect(page.getByTestId("api-version")).toBeVisible();
  await page.getByRole("button", { name: /Open the profile menu/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === apiPath(authCalls.identityPage));
  expect((await failureOf(page, profileCalls.get, {}))?._tag).toBe("Unauthorised");
});

// The server answers LOGIN_CODE_INVALID, or RATE_LIMITED when the sign-ins of the tests before this one have used
// up the minute's allowance: either is a refusal with its key, and neither may end on the 500 page.
test("an unknown login code lands on the loginError page with the server's result key", async ({ page }) => {
  await page.goto("/code=abc");
  await expect(page).toHaveURL(
    /\/loginError\?code=(409&resultKey=LOGIN_CODE_INVALID|429&resultKey=RATE_LIMITED)$/,
  );
  await expect(page.getByTestId("login-error")).toHaveText("You cannot sign in");
  await expect(page.getByText("Signing in failed. Please try again.")).toBeVisible();
});
