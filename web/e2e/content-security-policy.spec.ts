import { authCalls } from "@catalogue/core/api/catalogue";
import { expect, type Page, test } from "@playwright/test";
import { apiPath } from "./api";
import { actAs } from "./sign-in";

/** Every Content-Security-Policy violation the page reports, as "directive blocked-URI". */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("the identity page and the app run under the strict Content-Security-Policy", async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto(apiPath(authCalls.identityPage));
  const choice = page.locator('button[name="email"][value="key.user@catalogue.example"]');
  await expect(choice).toBeVisible();
  // Its own stylesheet applies (no inline style is allowed).
  await expect(choice).toHaveCSS("cursor", "pointer");

  await actAs(page, "key.user@catalogue.example");
  await page.goto("/");
  await expect(page.getByTestId("api-version")).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the API reference runs from the server's own files under the same policy", async ({
  page,
  baseURL,
}) => {
  const violations = await collectViolations(page);
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:")) elsewhere.push(url);
  });
  const answer = await page.goto("/api/docs");
  expect(answer?.headers()["content-security-policy"]).toContain("script-src 'self' 'wasm-unsafe-eval';");
  // Swagger UI parses about 1 MB of script before it renders anything: on a busy 2-core machine (the first tests of
  // a full run, every worker starting its browser) that has taken longer than the default 5 s.
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Product Catalogue API", {
    timeout: 20_000,
  });
  await expect(page.locator(".opblock-tag").first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(elsewhere).toEqual([]);
});
