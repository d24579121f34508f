import { profileCalls } from "@catalogue/core/api/catalogue";
import { expect, test } from "@playwright/test";
import { call, failureOf } from "./api";
import { noAxeViolations } from "./page-checks";
import { actAs } from "./sign-in";

test("a user creates, names, lists and revokes a personal API token, which signs in as them until revoked", async ({
  page,
  playwright,
  baseURL,
}) => {
  // A client without the browser's cookies: only the token signs it in.
  const script = await playwright.request.newContext({ baseURL });
  await actAs(page, "advanced.plus@catalogue.example");
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "API tokens" });
  await expect(section.getByText("You have no API tokens.")).toBeVisible();

  await section.getByRole("textbox", { name: /Token name/ }).fill("nightly imports");
  await section.getByRole("button", { name: "Create token" }).click();
  const shown = section.getByTestId("api-token-secret");
  await expect(shown).toHaveText(/^cat_[\w-]{43}$/);
  const secret = (await shown.textContent()) ?? "";
  await expect(section.getByText("Copy your new token now: it will not be shown again.")).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: "nightly imports" })).toContainText(
    "Never used",
  );
  await noAxeViolations(page, { within: "main" });

  const asScript = await call(script, profileCalls.get, {}, { bearerToken: secret });
  expect(asScript.email).toBe("advanced.plus@catalogue.example");

  // Shown once: after a reload the list has it, with its last use, and the secret is gone.
  await page.reload();
  await expect(section.getByRole("listitem").filter({ hasText: "nightly imports" })).toContainText(
    "Last used",
  );
  await expect(section.getByTestId("api-token-secret")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  await section.getByRole("button", { name: "Revoke token “nightly imports”" }).click();
  await page
    .getByRole("alertdialog", { name: "Revoke this token?" })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(section.getByText("You have no API tokens.")).toBeVisible();
  const revoked = await failureOf(script, profileCalls.get, {}, { bearerToken: secret });
  expect(revoked?._tag).toBe("Unauthorised");
  await script.dispose();
});
