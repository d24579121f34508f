import { expect, test } from "@playwright/test";
import { actAs } from "./sign-in";

test.afterEach(async ({ request }) => {
  await request.delete("/api/__dev/faults");
});

test("a 500 while loading the profile opens the errors page with the way back", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await page.request.post("/api/__dev/faults", { data: { pattern: "/api/user/profile", status: 500 } });
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
