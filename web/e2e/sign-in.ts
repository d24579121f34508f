import { devCalls } from "@catalogue/core/api/catalogue";
import { expect, type Page } from "@playwright/test";
import { call } from "./api";

/**
 * Acts as a demo user through the developer controls; the page's context keeps the session cookie. Unless
 * `consent: "undecided"`, the user has already answered the consent popup (rejected), so it does not cover the page.
 */
export async function actAs(
  page: Page,
  email: string,
  { consent = "REJECTED" }: { consent?: "ACCEPTED" | "REJECTED" | "undecided" } = {},
): Promise<void> {
  const { userId } = await call(page, devCalls.session, { body: { email } });
  if (consent !== "undecided")
    // Only when unanswered: the script runs on every load, and a test may change the decision and reload.
    await page.addInitScript(
      ([id, decision]) => {
        if (localStorage.getItem(`consent.${id}`) === null) localStorage.setItem(`consent.${id}`, decision);
      },
      [userId, consent] as const,
    );
}

/** Signs in the way a person does: the app sends the browser to the identity page, the user picks a demo user. */
export async function signInThroughIdentityPage(page: Page, email: string, startPath = "/"): Promise<void> {
  await page.goto(startPath);
  // Waiting for the button (not for the URL) survives the app's own redirect replacing a navigation in flight.
  const choice = page.locator(`button[name="email"][value="${email}"]`);
  await expect(choice).toBeVisible();
  await choice.click();
}

/**
 * Leaves the app before acting as someone else: a screen still open would notice the cleared session (its next call
 * answers 401) and send the browser to the identity page, cancelling the test's own next navigation.
 */
export async function switchUser(page: Page, email: string): Promise<void> {
  await page.goto("about:blank");
  await page.context().clearCookies();
  await actAs(page, email);
}
