import type { ListElementsResponse } from "@catalogue/core/api";
import { listElementCalls, productListCalls, profileCalls } from "@catalogue/core/api/catalogue";
import type { LanguageCode } from "@catalogue/core/model";
import { countOutsideGgpCorridor, netPrice } from "@catalogue/core/pricing";
import { expect as baseExpect, type Page, type Response, test } from "@playwright/test";
import { call, isApiUrl } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, inEnglish, noAxeViolations, VIEWPORTS } from "./page-checks";
import { actAs } from "./sign-in";

// Lazily loaded screens on a shared machine: 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

// Seeded catalogue: 1001 has a GGP corridor in Germany (the demo users' country); 1869 is a second product.
const CORRIDOR_PRODUCT = 1001;
const OTHER_PRODUCT = 1869;
const GUIDE_IMAGES = new URL("../../docs/guide/images/", import.meta.url);

/** Every key that carries a price or a price-derived value in an API answer (core spec 3 / 6). */
const PRICE_KEYS = new Set([
  "pricing.crp",
  "crp",
  "discount",
  "netPrice",
  "totalPrice",
  "localListPrice",
  "globalReferencePrice",
  "crpNetPrice",
  "ggp",
  "ggpUnitPrice",
  "totalAmount",
  "totalGgp",
]);

test.beforeEach(({ page }) => inEnglish(page));

/** A new list of the signed-in user holding both products, made through the API. */
async function listWithProducts(page: Page, title: string): Promise<number> {
  const list = await call(page, productListCalls.create, { body: { title, description: "" } });
  const elements = [CORRIDOR_PRODUCT, OTHER_PRODUCT].map((productId) => ({ productId, quantity: 2 }));
  await call(page, listElementCalls.add, {
    params: { id: list.id },
    body: { elements, version: list.version },
  });
  return list.id;
}

async function elementsOf(page: Page, listId: number): Promise<ListElementsResponse["content"]> {
  return (await call(page, listElementCalls.get, { params: { id: listId } })).content;
}

/** How many rows core's corridor guard flags in the server's answer (the oracle for the totals). */
function outsideInAnswer(elements: ListElementsResponse["content"]): number {
  return countOutsideGgpCorridor(
    elements.map((element) => ({
      price: netPrice(element.pricing.crp, element.pricing.discount),
      ggp: element.product.pricing?.ggp,
    })),
  );
}

/** Every key of a JSON value, however deep, with `pricing.` before the keys of a pricing block. */
function keysOf(value: unknown, parent = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keysOf(item, parent));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    parent === "pricing" ? `pricing.${key}` : key,
    ...keysOf(inner, key),
  ]);
}

/** The JSON bodies of the API answers the page receives from now on. */
function recordAnswers(page: Page): () => Promise<unknown[]> {
  const pending: Promise<unknown>[] = [];
  page.on("response", (response: Response) => {
    const json = (response.headers()["content-type"] ?? "").includes("application/json");
    if (isApiUrl(response.url()) && json) pending.push(response.json().catch(() => null));
  });
  return () => Promise.all(pending);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test("an Advanced user sees the price columns; a CRP typed outside the corridor is flagged at once", async ({
      page,
    }, testInfo) => {
      await actAs(page, "advanced@catalogue.example");
      const listId = await listWithProducts(page, runName(`Price review (${viewport.name})`));
      const answer = await elementsOf(page, listId);
      const element = answer.find((item) => item.productId === CORRIDOR_PRODUCT);
      const ggp = element?.product.pricing?.ggp;
      // The seed must give the product a corridor; without one the guard below proves nothing.
      expect(ggp).toBeTruthy();
      const before = outsideInAnswer(answer);
      await page.goto(`/product-list/${listId}`);
      const row = page.getByTestId("list-element").filter({ hasText: element?.product.title ?? "" });
      for (const column of [
        "price-crp-net",
        "price-local",
        "price-global",
        "price-corridor",
        "price-difference",
      ])
        await expect(row.getByTestId(column)).toBeVisible();
      await expect(page.getByTestId("list-total-ggp")).toBeVisible();
      await expect(page.getByTestId("list-outside-corridor")).toHaveText(String(before));
      await noAxeViolations(page);
      await fitsWidth(page, viewport.width);

      // Typed, not committed: the row and the totals change before any request leaves.
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("change-crp")) sent.push(request.url());
      });
      const crp = row.getByLabel("CRP (EUR)");
      await crp.fill(String(Math.ceil((ggp?.upperLimit ?? 0) * 2) + 1));
      await expect(row.getByTestId("corridor-flag")).toHaveText("Outside the GGP corridor");
      await expect(row).toHaveAttribute("data-outside-corridor", "true");
      const flaggedBefore = element && outsideInAnswer([element]) === 1 ? before : before + 1;
      await expect(page.getByTestId("list-outside-corridor")).toHaveText(String(flaggedBefore));
      expect(sent).toEqual([]);
      await noAxeViolations(page);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`list-prices-flagged-${viewport.width}-en.png`) });

      // Committed: the server keeps the price, and the flag stays after a reload.
      await crp.press("Enter");
      await expect.poll(async () => outsideInAnswer(await elementsOf(page, listId))).toBe(flaggedBefore);
      await page.reload();
      await expect(row.getByTestId("corridor-flag")).toBeVisible();
    });

    test("a Key user reads the difference to the GGP as a percentage, in German too", async ({
      page,
    }, testInfo) => {
      await actAs(page, "key.user@catalogue.example");
      const listId = await listWithProducts(page, runName(`Preisprüfung (${viewport.name})`));
      const title = (await elementsOf(page, listId)).find((item) => item.productId === CORRIDOR_PRODUCT)
        ?.product.title;
      await page.goto(`/product-list/${listId}`);
      const row = page.getByTestId("list-element").filter({ hasText: title ?? "" });
      await expect(row.getByTestId("price-difference")).toHaveText(/^\d+ %$|^—$/);
      await expect(row.getByText("Difference CRP to GGP")).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`list-prices-${viewport.width}-en.png`),
        fullPage: true,
      });
      // The language is the profile's; the demo account is shared with other specs, so it goes back to English.
      const language = (languageShortcut: LanguageCode) =>
        call(page, profileCalls.update, { body: { languageShortcut } });
      await language("de");
      try {
        await page.reload();
        await expect(row.getByText("Differenz CRP zu GGP")).toBeVisible();
        await noAxeViolations(page);
        await fitsWidth(page, viewport.width);
        const shot = `list-prices-${viewport.width}-de.png`;
        await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
        await page.screenshot({ path: new URL(shot, GUIDE_IMAGES).pathname, fullPage: true });
      } finally {
        await language("en");
      }
    });

    for (const email of ["basic@catalogue.example", "partner.accepted@partner.example"])
      test(`${email.split("@")[0]} gets no price in the page or in any answer`, async ({ page }) => {
        await actAs(page, email);
        const listId = await listWithProducts(page, runName(`Respiratory ward (${viewport.name})`));
        const answers = recordAnswers(page);
        await page.goto(`/product-list/${listId}`);
        await expect(page.getByTestId("list-element")).toHaveCount(2);
        await expect(page.getByTestId("element-units").first()).toBeVisible();
        await page.goto("/product-lists");
        await expect(page.getByTestId("list-card").first()).toBeVisible();
        const keys = keysOf(await answers());
        expect(keys.filter((key) => PRICE_KEYS.has(key))).toEqual([]);
        await page.goto(`/product-list/${listId}`);
        await expect(page.getByTestId("list-element")).toHaveCount(2);
        const text = (await page.locator("main").textContent()) ?? "";
        expect(text).not.toMatch(/€|CRP|GGP|price/i);
        await expect(page.locator("[data-testid^='price-'], [data-testid='list-total']")).toHaveCount(0);
        await noAxeViolations(page);
        await fitsWidth(page, viewport.width);
      });
  });
}
