import { listElementCalls, productListCalls, profileCalls } from "@catalogue/core/api/catalogue";
import type { ProductList } from "@catalogue/core/model";
import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { call } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, inEnglish, noAxeViolations, VIEWPORTS } from "./page-checks";
import { actAs } from "./sign-in";

// Lazily loaded screens on a shared machine: 10 s to show, not 5.
const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

// Seeded catalogue products; their titles are read from the list, so only their ids matter here.
const PRODUCTS = [1869, 1001, 1050, 1100];
const SHOTS = new URL("../../test-results/list-order/", import.meta.url);
const GUIDE_IMAGES = new URL("../../docs/guide/images/", import.meta.url);

test.beforeEach(({ page }) => inEnglish(page));

// The lists a test made, deleted after it: the demo user's overview stays as small as the other specs expect.
const made: number[] = [];
test.afterEach(async ({ page }) => {
  const ids = made.splice(0);
  if (ids.length > 0) await call(page, productListCalls.remove, { body: { ids } });
});

/** A new list of the signed-in user holding the products, made through the API; its titles in their order. */
async function listWithProducts(page: Page, title: string): Promise<{ list: ProductList; titles: string[] }> {
  const list = await call(page, productListCalls.create, { body: { title, description: "" } });
  made.push(list.id);
  const elements = PRODUCTS.map((productId) => ({ productId, quantity: 1 }));
  await call(page, listElementCalls.add, {
    params: { id: list.id },
    body: { elements, version: list.version },
  });
  return { list, titles: (await elementsOf(page, list.id)).content.map((element) => element.product.title) };
}

function elementsOf(page: Page, listId: number) {
  return call(page, listElementCalls.get, { params: { id: listId } });
}

/** Opens the list and enters edit-order mode with the mouse. */
async function openInOrderMode(page: Page, list: ProductList) {
  await page.goto(`/product-list/${list.id}`);
  await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible();
  await page.getByRole("button", { name: "Edit order" }).click();
  await expect(page.getByTestId("order-row")).toHaveCount(PRODUCTS.length);
}

const orderRows = (page: Page): Locator => page.getByTestId("order-row");
const detailRows = (page: Page): Locator =>
  page.getByTestId("list-element").getByRole("heading", { level: 2 });

/**
 * Presses `key` until the focused element matches `selector` and holds `text` (at most `limit` times): moving
 * through the screen by keyboard only.
 */
async function tabTo(page: Page, selector: string, { key = "Tab", text = "", limit = 12 } = {}) {
  const focused = () =>
    page.evaluate(
      ([s, t]) =>
        (document.activeElement?.matches(s) && document.activeElement.textContent?.includes(t)) ?? false,
      [selector, text] as const,
    );
  for (let step = 0; step < limit; step += 1) {
    if (await focused()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${selector} ${text} never got the focus`);
}

/** Drags the handle of row `from` with the mouse to the middle of row `to`, in small steps as a hand does. */
async function dragRow(page: Page, from: number, to: number) {
  // Away from the window's edges, where a drag scrolls the page.
  await orderRows(page)
    .nth(Math.round((from + to) / 2))
    .evaluate((row) => row.scrollIntoView({ block: "center" }));
  const handle = orderRows(page).nth(from).getByRole("button");
  const start = await handle.boundingBox();
  const target = await orderRows(page).nth(to).boundingBox();
  if (!start || !target) throw new Error("rows are not on screen");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const below = to > from ? target.height * 0.75 : target.height * 0.25;
  await page.mouse.move(start.x + start.width / 2, target.y + below, { steps: 12 });
  await page.mouse.up();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: new URL(name, SHOTS).pathname, fullPage: false });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await actAs(page, "advanced@catalogue.example");
    });

    test("reorders by mouse drag; saving asks first, and a reload shows the new order", async ({ page }) => {
      const { list, titles } = await listWithProducts(page, runName(`Ventilation (${viewport.name})`));
      await openInOrderMode(page, list);
      await noAxeViolations(page);
      await fitsWidth(page, viewport.width);

      await dragRow(page, 0, 2);
      const moved = [titles[1], titles[2], titles[0], titles[3]];
      await expect(orderRows(page)).toContainText(moved as string[]);
      await expect(page.getByText("The order has changed and is not saved yet.")).toBeVisible();
      await shot(page, `order-mode-${viewport.width}-en.png`);
      await page.getByTestId("order-bar").scrollIntoViewIfNeeded();
      if (viewport.width === 1280)
        await page
          .getByRole("region", { name: "Edit the order" })
          .screenshot({ path: guideImage("order-mode.png") });

      await page.getByRole("button", { name: "Save order" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Save this order?" });
      await expect(confirm).toContainText("Saving cannot be undone.");
      await noAxeViolations(page);
      await shot(page, `order-confirm-save-${viewport.width}-en.png`);
      await confirm.getByRole("button", { name: "Save order" }).click();
      await expect(page.getByText("Custom order saved")).toBeVisible();
      await expect(orderRows(page)).toHaveCount(0);

      await page.reload();
      await expect(detailRows(page)).toHaveText(moved as string[]);
      const saved = await elementsOf(page, list.id);
      expect(saved.sortingType).toBe("CUSTOM");
      expect(saved.content.map((element) => element.product.title)).toEqual(moved);
    });

    test("reorders with the keyboard only, and tells screen readers each move", async ({ page }) => {
      const { list, titles } = await listWithProducts(page, runName(`Airway management (${viewport.name})`));
      await page.goto(`/product-list/${list.id}`);
      await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible();
      await tabTo(page, "[data-order-enter]", { limit: 60 });
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Edit the order" })).toBeFocused();

      await tabTo(page, "[data-handle-id]");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(page.getByTestId("order-announcement")).toHaveText(
        `Moved ${titles[0]} to position 3 of 4`,
      );
      await expect(orderRows(page).nth(2).getByRole("button")).toBeFocused();
      await page.keyboard.press("Home");
      await page.keyboard.press("End");
      await expect(page.getByTestId("order-announcement")).toHaveText(
        `Moved ${titles[0]} to position 4 of 4`,
      );

      await tabTo(page, "button", { key: "Shift+Tab", text: "Save order" });
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("alertdialog", { name: "Save this order?" });
      await expect(confirm).toBeVisible();
      await tabTo(page, "[role=alertdialog] button", { text: "Save order" });
      await page.keyboard.press("Enter");
      await expect(page.getByText("Custom order saved")).toBeVisible();
      await expect(page.getByRole("button", { name: "Edit order" })).toBeFocused();
      const saved = await elementsOf(page, list.id);
      expect(saved.content.map((element) => element.product.title)).toEqual([...titles.slice(1), titles[0]]);
    });

    test("discarding asks first and puts the saved order back", async ({ page }) => {
      const { list, titles } = await listWithProducts(page, runName(`Infusion (${viewport.name})`));
      await openInOrderMode(page, list);
      await orderRows(page).first().getByRole("button").focus();
      await page.keyboard.press("ArrowDown");

      await page.getByRole("button", { name: "Discard changes" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Discard the new order?" });
      await expect(confirm).toBeVisible();
      await noAxeViolations(page);
      await shot(page, `order-confirm-discard-${viewport.width}-en.png`);
      await confirm.getByRole("button", { name: "Discard" }).click();
      await expect(orderRows(page)).toHaveCount(0);
      await expect(detailRows(page)).toHaveText(titles);
      expect((await elementsOf(page, list.id)).sortingType).not.toBe("CUSTOM");
    });

    test("leaving the screen with an unsaved order asks first", async ({ page }) => {
      const { list } = await listWithProducts(page, runName(`Monitoring (${viewport.name})`));
      await openInOrderMode(page, list);
      await orderRows(page).first().getByRole("button").focus();
      await page.keyboard.press("ArrowDown");

      const home = page.getByRole("link", { name: "Go to the finder" });
      await home.click();
      const guard = page.getByRole("alertdialog", { name: "Leave this page?" });
      await expect(guard).toContainText("Your progress will be lost.");
      await noAxeViolations(page);
      await shot(page, `order-leave-${viewport.width}-en.png`);
      await guard.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(new RegExp(`/product-list/${list.id}$`));
      await expect(page.getByText("The order has changed and is not saved yet.")).toBeVisible();

      await home.click();
      await guard.getByRole("button", { name: "Leave" }).click();
      await expect(page).not.toHaveURL(new RegExp(`/product-list/${list.id}$`));
    });

    test("edit-order mode and its confirmation in German", async ({ page }) => {
      const { list } = await listWithProducts(page, runName(`Station 4 (${viewport.name})`));
      await call(page, profileCalls.update, { body: { languageShortcut: "de" } });
      try {
        await page.goto(`/product-list/${list.id}`);
        await page.getByRole("button", { name: "Reihenfolge bearbeiten" }).click();
        await orderRows(page).first().getByRole("button").focus();
        await page.keyboard.press("ArrowDown");
        await expect(page.getByText("Die Reihenfolge wurde geändert")).toBeVisible();
        await fitsWidth(page, viewport.width);
        await noAxeViolations(page);
        await shot(page, `order-mode-${viewport.width}-de.png`);
        await page.getByRole("button", { name: "Reihenfolge speichern" }).click();
        await expect(page.getByRole("alertdialog", { name: "Diese Reihenfolge speichern?" })).toBeVisible();
        await shot(page, `order-confirm-save-${viewport.width}-de.png`);
      } finally {
        await call(page, profileCalls.update, { body: { languageShortcut: "en" } });
      }
    });
  });
}

/** Touches the screen through the browser's own input (a finger, not a mouse): start, moves, end. */
async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  return {
    start: (x: number, y: number) => send("touchStart", x, y),
    moveTo: async (x: number, from: number, to: number) => {
      for (let step = 1; step <= 10; step += 1) await send("touchMove", x, from + ((to - from) * step) / 10);
    },
    end: () => send("touchEnd"),
  };
}

/**
 * Resolves once the page has stopped scrolling: the same scroll position over several frames. A swipe leaves the
 * page gliding on, and a finger put down while it glides picks nothing up (the browser takes its moves as
 * scrolling, see useDragReorder), as a person's next touch would after a swipe.
 */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

test("on a touch screen a long press on a handle drags the row; a swipe only scrolls", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
  await actAs(page, "advanced@catalogue.example");
  const { list, titles } = await listWithProducts(page, runName("Bedside kit"));
  await openInOrderMode(page, list);
  const handle = orderRows(page).first().getByRole("button");
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  if (!from) throw new Error("rows are not on screen");
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  const finger = await touch(page);

  // A swipe that starts on a handle and moves at once is the page's scroll: nothing is picked up.
  await finger.start(x, y);
  await finger.moveTo(x, y, y - 80);
  await finger.end();
  await expect(orderRows(page).first()).toContainText(titles[0] as string);
  await expect(page.locator("[data-dragging]")).toHaveCount(0);
  await scrollSettled(page);

  // Away from the window's edges, where a drag scrolls the page.
  await orderRows(page)
    .nth(1)
    .evaluate((row) => row.scrollIntoView({ block: "center" }));
  await scrollSettled(page);
  const held = await handle.boundingBox();
  const goal = await orderRows(page).nth(2).boundingBox();
  if (!held || !goal) throw new Error("rows are not on screen");
  const heldY = held.y + held.height / 2;
  await finger.start(x, heldY);
  // The long press: the row is picked up once the finger has rested on the handle.
  await expect(orderRows(page).first()).toHaveAttribute("data-dragging", "true");
  await finger.moveTo(x, heldY, goal.y + goal.height * 0.75);
  await finger.end();
  await expect(orderRows(page)).toContainText([titles[1], titles[2], titles[0], titles[3]] as string[]);
  await expect(page.getByTestId("order-announcement")).toHaveText(`Moved ${titles[0]} to position 3 of 4`);
  await call(page, productListCalls.remove, { body: { ids: made.splice(0) } });
  await context.close();
});

function guideImage(name: string): string {
  return new URL(name, GUIDE_IMAGES).pathname;
}
