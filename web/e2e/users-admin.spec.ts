import { profileCalls } from "@catalogue/core/api/catalogue";
import { expect, type Page, test } from "@playwright/test";
import { call, reseed } from "./api";
import { fitsWidth, noAxeViolations } from "./page-checks";
import { actAs, switchUser } from "./sign-in";

// These tests change and delete demo users; the database is seeded again afterwards for the specs that follow.
test.afterAll(async ({ request }) => {
  await reseed(request);
});

async function confirmWith(page: Page, title: string, button: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

async function setRole(page: Page, country: string, role: string) {
  await page.getByRole("combobox", { name: "Country" }).selectOption({ label: country });
  await page.getByRole("combobox", { name: "Role" }).selectOption({ label: role });
  await page.getByRole("button", { name: "Set role" }).click();
  await expect(page.getByText(`${role} in ${country}`)).toBeVisible();
}

test("an admin finds a user, changes roles in two countries, toggles admin, disables, resets and deletes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await actAs(page, "admin@catalogue.example");
  await page.goto("/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Staff \(\d+\)$/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: /^Partners \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ada Admin" })).toBeVisible();
  await noAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("users-1280.png"), fullPage: true });

  // The search goes to the server once typing pauses, and lands in the address.
  await page.getByRole("searchbox", { name: "Search users" }).fill("Basicplus");
  await expect(page).toHaveURL(/search=Basicplus/);
  await expect(page.getByRole("link", { name: "Ada Admin" })).toBeHidden();
  await page.getByRole("link", { name: "Berta Basicplus" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Berta Basicplus" })).toBeVisible();
  // Both fields are required before anything is sent.
  await page.getByRole("button", { name: "Set role" }).click();
  await expect(page.getByText("This field cannot be empty")).toHaveCount(2);
  await setRole(page, "France", "Advanced user");
  await setRole(page, "Germany", "Key user");
  await expect(page.getByText("Basic user plus in Germany")).toBeHidden();
  await noAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("edit-user-1280.png"), fullPage: true });

  await page.getByRole("switch", { name: "Admin" }).click();
  await expect(page.getByText("The roles per country are removed.")).toBeVisible();
  await confirmWith(page, "Make admin?", "Make admin");
  await expect(page.getByText("An admin holds the admin role in every country")).toBeVisible();

  // An admin cannot be deleted: the reason is shown.
  await page.getByRole("button", { name: "Delete user" }).click();
  await confirmWith(page, "Delete the user?", "Delete");
  await expect(
    page.getByText("Administrator cannot be deleted. Remove the admin role first.").first(),
  ).toBeVisible();

  await page.getByRole("switch", { name: "Admin" }).click();
  await expect(page.getByText("becomes a Basic user in every country.")).toBeVisible();
  await confirmWith(page, "Remove the admin role?", "Remove admin role");
  await expect(page.getByText("Basic user in every country.")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Admin" })).toHaveAttribute("aria-checked", "false");

  const enabled = page.getByRole("switch", { name: "Account enabled" });
  await enabled.click();
  await confirmWith(page, "Disable the account?", "Disable");
  await expect(enabled).toHaveAttribute("aria-checked", "false");
  await enabled.click();
  await expect(enabled).toHaveAttribute("aria-checked", "true");

  await setRole(page, "Italy", "Advanced user plus");
  await page.getByRole("button", { name: "Reset to Basic user everywhere" }).click();
  await confirmWith(page, "Reset to Basic user everywhere?", "Reset");
  await expect(page.getByText("Basic user in every country.")).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath("edit-user-360.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // No longer an admin: now the deletion goes through.
  await page.getByRole("button", { name: "Delete user" }).click();
  await confirmWith(page, "Delete the user?", "Delete");
  await expect(page).toHaveURL(/\/users\?type=internal/);
  await expect(page.getByText("The user was deleted.")).toBeVisible();
});

test("an admin cannot change their own admin role", async ({ page }) => {
  await actAs(page, "admin@catalogue.example");
  const me = await call(page, profileCalls.get, {});
  await page.goto(`/users/edit-user/${me.id}`);
  const admin = page.getByRole("switch", { name: "Admin" });
  await expect(admin).toBeDisabled();
  await expect(admin).toHaveAccessibleDescription("You cannot change your own admin role.");
});

test("the users table pages, sorts, filters by status and shows partners; usable at 360 px", async ({
  page,
}) => {
  await actAs(page, "admin@catalogue.example");
  await page.goto("/users?type=external");
  await expect(page.getByRole("tab", { name: /^Partners/ })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Waiting for approval" });
  await expect(page).toHaveURL(/status=PENDING/);
  await expect(page.getByRole("link", { name: "Peter Pending" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Paula Accepted" })).toBeHidden();
  await page.getByRole("button", { name: "E-mail" }).click();
  await expect(page.getByRole("columnheader", { name: "E-mail" })).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/sort=EMAIL/);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/users?type=internal");
  await expect(page.getByRole("link", { name: "Ada Admin" })).toBeAttached();
  // The page itself never scrolls sideways; the table does, inside its region.
  await fitsWidth(page, 360);
  await noAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("users-360.png"), fullPage: true });
});

test("a Basic user never sees the users screens", async ({ page }) => {
  await actAs(page, "basic@catalogue.example");
  await page.goto("/users");
  await expect(page).toHaveURL(/\/errors\?code=403/);
  await page.goto("/users/edit-user/1");
  await expect(page).toHaveURL(/\/errors\?code=403/);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
});

test("an admin rejects one partner and approves another; their next sign-in lands where core spec 2.2 says", async ({
  page,
}) => {
  await actAs(page, "admin@catalogue.example");
  await page.goto("/users?type=external&status=PENDING");
  await page.getByRole("link", { name: "Pia Pending" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pia Pending" })).toBeVisible();
  // Pia chose no country: the activation form says what is missing, with the specification's message.
  await expect(page.getByText("Missing country")).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(
    page.getByText("A user needs access to at least one country to activate an account"),
  ).toBeVisible();
  await noAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("edit-partner-1280.png"), fullPage: true });
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("The request of Pia Pending is rejected.")).toBeVisible();

  await page.goto("/users?type=external&status=PENDING");
  await page.getByRole("link", { name: "Peter Pending" }).click();
  await expect(page.getByRole("checkbox", { name: "Austria" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Germany" }).check();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Peter Pending is approved and can now use the catalogue.")).toBeVisible();

  await switchUser(page, "partner.pending-no-country@partner.example");
  await page.goto("/");
  // Core spec 2.2 checks the country first: without one, a rejected partner is sent to registration.
  await expect(page).toHaveURL(/\/scp-registration$/);

  await switchUser(page, "partner.pending@partner.example");
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
});

test("a Key user changes roles only in their own country, without the admin controls", async ({ page }) => {
  await actAs(page, "key.user@catalogue.example");
  await page.goto("/users");
  await page.getByRole("searchbox", { name: "Search users" }).fill("Bruno");
  // Click only once the filtered table is shown: a click on the unfiltered table's row can land while React
  // replaces it, and the navigation is lost.
  await expect(page).toHaveURL(/search=Bruno/);
  await expect(page.getByRole("region", { name: "Users found" }).getByRole("link")).toHaveCount(1);
  await page.getByRole("link", { name: "Bruno Basic" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bruno Basic" })).toBeVisible();
  const countries = page.getByRole("combobox", { name: "Country" }).getByRole("option");
  await expect(countries).toHaveText(["Please select", "Germany"]);
  await setRole(page, "Germany", "Advanced user");
  await expect(page.getByRole("switch", { name: "Admin" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete user" })).toHaveCount(0);
});
