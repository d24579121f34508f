import { SESSION_COOKIE } from "@catalogue/core/api";
import { authCalls, profileCalls } from "@catalogue/core/api/catalogue";
import { expect, test } from "@playwright/test";
import { apiPath } from "./api";
import { signInThroughIdentityPage } from "./sign-in";

// Chromium cannot be told to refuse cookies per context, so the page is made to report
// `navigator.cookieEnabled === false` (what a browser with cookies blocked reports). The app must then log in
// with `hasCookiesEnabled: false`; the server sets no cookie, so every further call only works because the web
// app keeps the bearer token and sends it.
test("with cookies disabled the login keeps a bearer token and every call sends it", async ({
  page,
  context,
}) => {
  // The identity page limits logins per client address; this test counts as a client of its own, so the
  // login specs keep their quota.
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.9" });
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "cookieEnabled", { get: () => false }),
  );
  const login = page.waitForRequest(
    (request) => request.url().endsWith(apiPath(authCalls.login)) && request.method() === "POST",
  );
  const profileCall = page.waitForRequest(
    (request) =>
      request.url().endsWith(apiPath(profileCalls.get)) && request.headers().authorization !== undefined,
  );

  await signInThroughIdentityPage(page, "key.user@catalogue.example");

  expect((await login).postDataJSON()).toMatchObject({ hasCookiesEnabled: false });
  await expect(page.getByTestId("api-version")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  expect((await profileCall).headers().authorization).toMatch(/^Bearer \S+\.\S+$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
  const stored = await page.evaluate(() => sessionStorage.getItem("catalogue.bearer"));
  expect(stored).not.toBeNull();
});
