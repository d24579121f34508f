import { productCalls, profileCalls } from "@catalogue/core/api/catalogue";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { call } from "./api";
import { actAs } from "./sign-in";

// Screens share CI machines with other runs: they get 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });

const ADVANCED = "advanced@catalogue.example";

/** How far the page is wider than the viewport (0 when nothing overflows sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await actAs(page, ADVANCED);
});

test.afterEach(async ({ page }) => {
  await call(page, profileCalls.update, { body: { languageShortcut: "en" } });
});

test("search suggestions fit a 360 px screen and name each product's part number", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search products" }).fill("Breathing circuit");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  const hints = list.getByRole("option");
  await expect(hints.first()).toBeVisible();

  const answer = await call(page, productCalls.autocomplete, { query: { search: "Breathing circuit" } });
  expect(answer.content.length).toBeGreaterThan(0);
  await expect(hints).toHaveCount(answer.content.length);
  for (const [index, hint] of answer.content.entries()) {
    await expect(hints.nth(index)).toContainText(hint.title);
    await expect(hints.nth(index)).toContainText(`Part no. ${hint.partNumber}`);
  }

  const box = await list.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  // Long titles wrap inside the panel: no option is wider than its box, and the page does not scroll sideways.
  const clipped = await hints.evaluateAll((nodes) =>
    nodes.filter((node) => node.scrollWidth > node.clientWidth).map((node) => node.textContent),
  );
  expect(clipped).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test("German text follows <html lang> and hyphenates instead of breaking anywhere", async ({ page }) => {
  await call(page, profileCalls.update, { body: { languageShortcut: "de" } });
  await page.goto("/");
  const tileLink = page.getByTestId("care-area-OR").getByRole("link");
  await expect(tileLink).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const wrapping = await tileLink.evaluate((node) => {
    const style = getComputedStyle(node);
    return { hyphens: style.hyphens, overflowWrap: style.overflowWrap };
  });
  expect(wrapping).toEqual({ hyphens: "auto", overflowWrap: "break-word" });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

/** The header search field's hint in its own font, and the room the field has for text. */
const searchHint = (page: Page) =>
  page.getByRole("combobox", { name: /Search products|Produkte suchen/ }).evaluate((node) => {
    const input = node as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    context.font = style.font;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: input.placeholder, width: context.measureText(input.placeholder).width, room };
  });

test("the header search field's hint fits a 360 px phone in English and German, and is whole on a laptop", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
  await page.goto("/");
  for (const [language, word] of [
    ["en", "Search"],
    ["de", "Suchen"],
  ] as const) {
    await call(page, profileCalls.update, { body: { languageShortcut: language } });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const hint = await searchHint(page);
    expect(hint.text).toBe(word);
    expect(hint.width).toBeLessThanOrEqual(hint.room);
  }
  // From the first breakpoint the field is wide enough for the whole hint, which the bar then shows.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("combobox", { name: "Produkte suchen" })).toHaveAttribute(
    "placeholder",
    "Nach Name oder Artikelnummer suchen",
  );
  const wide = await searchHint(page);
  expect(wide.width).toBeLessThanOrEqual(wide.room);
});
