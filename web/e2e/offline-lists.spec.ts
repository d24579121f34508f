import {
  callPath,
  countrySharingCalls,
  devCalls,
  listElementCalls,
  listExportCalls,
  privateSharingCalls,
  productCalls,
  productListCalls,
  profileCalls,
  referenceDataCalls,
} from "@catalogue/core/api/catalogue";
import type { LanguageCode } from "@catalogue/core/model";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { apiPath, call } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, inEnglish, noAxeViolations, VIEWPORTS } from "./page-checks";
import { rowChanges, watchRows } from "./row-watch";
import { actAs } from "./sign-in";

// The service worker installs its shell in the background on a shared machine: 15 s to show, not 5.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
// The offline lists are the service worker's work: these tests run with it (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const USER = "advanced@catalogue.example";
// Seeded catalogue: 1869 is "Breathing circuit, adult"; 1001 another product.
const PRODUCT = 1869;
const OTHER_PRODUCT = 1001;

test.beforeEach(({ page }) => inEnglish(page));

/**
 * Unpins every list the signed-in user pinned: the app reads all pinned lists after each load, so a test would
 * otherwise depend on how many lists the tests before it pinned (and wait for all of them).
 */
async function unpinAll(page: Page) {
  for (const pinned of await call(page, productListCalls.pinned, {}))
    await call(page, productListCalls.unpin, { params: { id: pinned.id } });
}

/** The one pinned list of the signed-in user, with two products, made through the API. */
async function pinnedList(page: Page, title: string) {
  await unpinAll(page);
  const list = await call(page, productListCalls.create, { body: { title, description: "" } });
  await call(page, listElementCalls.add, {
    params: { id: list.id },
    body: {
      elements: [
        { productId: PRODUCT, quantity: 3 },
        { productId: OTHER_PRODUCT, quantity: 2 },
      ],
      version: list.version,
    },
  });
  await call(page, productListCalls.pin, { params: { id: list.id } });
  return list;
}

const GUIDE_IMAGES = new URL("../../docs/guide/images/", import.meta.url);
/** The guide's pictures (docs/guide/working-offline.md): the indicator on a phone, the summary on a laptop. */
const guideShot = (width: number, wanted: number) => width === wanted;

const rowOf = (page: Page, title: string) => page.getByTestId("list-element").filter({ hasText: title });

test("the app is installable: a valid manifest, its icons, and a service worker that is always revalidated", async ({
  page,
}) => {
  await actAs(page, USER);
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await page.request.get(href ?? "");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = await manifest.json();
  expect(body).toMatchObject({ display: "standalone", start_url: "/", name: "Product Catalogue" });
  const sizes = body.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of body.icons)
    expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  // The worker takes control of the page once installed.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Chromium's own installability check (what Lighthouse's former "installable manifest" audit asked): no error
  // but the test browser's own, a Playwright context being an incognito profile.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual(
    [],
  );
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px, a pinned list opens offline, takes edits and syncs them with a conflict made meanwhile`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await actAs(page, USER);
    const list = await pinnedList(page, runName(`Night shift (${viewport.name})`));
    const elements = (await call(page, listElementCalls.get, { params: { id: list.id } })).content;
    const titleOf = (productId: number) =>
      elements.find((element) => element.productId === productId)?.product.title ?? "";

    // Online once with the worker in control: it keeps the app and every read the list page makes.
    await page.goto(`/product-list/${list.id}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible();
    await expect(rowOf(page, titleOf(PRODUCT))).toBeVisible();
    // Every read of the page has answered (and is kept) before the connection goes.
    await page.waitForLoadState("networkidle");

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible();
    expect(page.url()).not.toContain("/errors");
    const status = page.getByRole("status").filter({ hasText: "Working offline" });
    await expect(status).toBeVisible();

    const first = rowOf(page, titleOf(PRODUCT));
    const quantity = first.getByLabel("Quantity (packages)");
    await quantity.fill("5");
    await quantity.press("Enter");
    const crp = rowOf(page, titleOf(OTHER_PRODUCT)).getByLabel(/^CRP/);
    await crp.fill("12.5");
    await crp.press("Enter");
    await expect(status).toHaveText("Working offline — 2 changes waiting");
    await noAxeViolations(page, { within: '[role="status"]:not(:empty)' });
    await fitsWidth(page, viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`offline-indicator-${viewport.width}.png`) });
    if (guideShot(viewport.width, 360))
      await status.screenshot({ path: new URL("offline-indicator-360.png", GUIDE_IMAGES).pathname });

    // Meanwhile, on another device, the same user changes the same quantity.
    await call(request, devCalls.session, { body: { email: USER } });
    const fresh = await call(request, listElementCalls.get, { params: { id: list.id } });
    const element = fresh.content.find((item) => item.productId === PRODUCT);
    await call(request, listElementCalls.changeQuantity, {
      params: { id: list.id },
      body: { elementId: element?.id ?? 0, value: 8, version: fresh.version },
    });

    // Still offline, a reload keeps the user's own values from the queue.
    await page.reload();
    await expect(quantity).toHaveValue("5");

    await watchRows(page);
    await context.setOffline(false);
    const summary = page.getByRole("dialog", { name: "Your offline changes" });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText("1 change saved.");
    await expect(summary).toContainText(`Quantity of ${titleOf(PRODUCT)} kept at 8`);
    await noAxeViolations(page, { within: '[role="dialog"]' });
    await fitsWidth(page, viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`offline-summary-${viewport.width}.png`) });
    if (guideShot(viewport.width, 1280))
      await summary.screenshot({ path: new URL("offline-summary-1280.png", GUIDE_IMAGES).pathname });
    await summary.getByRole("button", { name: "OK" }).click();

    // The list shows the server's values: the other device's quantity, and the CRP typed offline.
    await expect(quantity).toHaveValue("8");
    await expect(page.getByText(/Working offline|waiting/)).toHaveCount(0);
    // The rows stayed in place through the sync and went straight from the user's values to the server's.
    expect(await rowChanges(page)).toEqual({ removedRows: 0, skeletons: 0, quantities: ["5,2", "8,2"] });
    const after = (await call(page, listElementCalls.get, { params: { id: list.id } })).content;
    expect(after.find((item) => item.productId === PRODUCT)?.quantity).toBe(8);
    expect(after.find((item) => item.productId === OTHER_PRODUCT)?.pricing.crp).toBe(12.5);
  });
}

/**
 * A product the list does not hold, from the seeded catalogue, with its card. Its title differs from the list's
 * products' too (variants share a title), so the rows tell them apart.
 */
async function anotherProduct(page: Page, listId: number) {
  const held = (await call(page, listElementCalls.get, { params: { id: listId } })).content;
  const taken = new Set(held.map((element) => element.product.title));
  const found = await call(page, productCalls.search, { query: { size: 20 } });
  const card = found.content.find((item) => !taken.has(item.title));
  if (!card) throw new Error("the seeded catalogue holds no third product");
  return card;
}

/**
 * Online once with the worker in control: the product's page (so its card is kept) and the list page, whose every
 * read is kept; then the connection goes and the list page is loaded again from the copies.
 */
async function openOffline(page: Page, listId: number, productId: number) {
  await page.goto(`/p/variant/${productId}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The reads the list page makes after its rows (who the list is shared with, its health) must be kept too.
  const later = [
    "/country-sharing/list",
    "/private-sharing/list",
    "/countries/subregion-list",
    `/${listId}/health`,
  ];
  const kept = Promise.all(
    later.map((path) => page.waitForResponse((answer) => answer.url().includes(path))),
  );
  await page.goto(`/product-list/${listId}`);
  await expect(page.getByTestId("list-element")).toHaveCount(2);
  await kept;
  await page.waitForLoadState("networkidle");
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId("list-element")).toHaveCount(2);
}

/**
 * The connection has returned: the summary says the product added offline was saved; once it is closed, the list
 * shows the server's row at once (no longer waiting, the app online) with the quantity set offline, as the server
 * holds it.
 */
async function expectAddSynced(
  page: Page,
  listId: number,
  product: { id: number; title: string },
  quantity: number,
) {
  const summary = page.getByRole("dialog", { name: "Your offline changes" });
  await expect(summary).toContainText("1 change saved.");
  await expect(summary).toContainText(`${product.title} was added to the list.`);
  await summary.getByRole("button", { name: "OK" }).click();
  await expect(rowOf(page, product.title).getByText("Waiting to be added")).toHaveCount(0);
  await expect(page.getByText(/Working offline|waiting/)).toHaveCount(0);
  await expect(rowOf(page, product.title).getByLabel("Quantity (packages)")).toHaveValue(String(quantity));
  // The waiting row became the server's row in place: no row left the page, no skeleton showed.
  const { removedRows, skeletons } = await rowChanges(page);
  expect({ removedRows, skeletons }).toEqual({ removedRows: 0, skeletons: 0 });
  const after = (await call(page, listElementCalls.get, { params: { id: listId } })).content;
  expect(after.find((item) => item.productId === product.id)?.quantity).toBe(quantity);
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px, offline, a cached list is searched and takes a product the app keeps, which syncs on reconnect`, async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await actAs(page, USER);
    const list = await pinnedList(page, runName(`Weekend cover (${viewport.name})`));
    const elements = (await call(page, listElementCalls.get, { params: { id: list.id } })).content;
    const titleOf = (productId: number) =>
      elements.find((element) => element.productId === productId)?.product.title ?? "";
    const added = await anotherProduct(page, list.id);
    await openOffline(page, list.id, added.id);

    // The search inside the list works on the cached rows, with core's rule (any case, a word of the title).
    const search = page.getByRole("searchbox", { name: "Search in this list" });
    await search.fill(titleOf(PRODUCT).split(" ")[0]?.toUpperCase() ?? "");
    await expect(page.getByTestId("list-element")).toHaveCount(1);
    await expect(rowOf(page, titleOf(PRODUCT))).toBeVisible();
    await expect(page.getByText("Matching products: 1 of 2")).toBeVisible();
    await search.fill("no such product anywhere");
    await expect(page.getByRole("heading", { name: /No product in this list matches/ })).toBeVisible();
    await search.fill("");
    await expect(page.getByTestId("list-element")).toHaveCount(2);

    // Add, by keyboard, the product whose page was seen online.
    const open = page.getByRole("button", { name: "Add a product" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add a product kept offline" });
    await expect(dialog).toBeVisible();
    const find = dialog.getByRole("searchbox", { name: "Find a kept product" });
    await find.focus();
    await page.keyboard.type(added.title);
    const addButton = dialog.getByRole("button", { name: `Add ${added.title}` });
    await expect(addButton).toBeVisible();
    // The list's own products are not offered again.
    await expect(dialog.getByRole("button", { name: `Add ${titleOf(PRODUCT)}` })).toHaveCount(0);
    await noAxeViolations(page, { within: '[role="dialog"]' });
    await fitsWidth(page, viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`offline-add-${viewport.width}.png`) });
    await addButton.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);

    const waiting = rowOf(page, added.title);
    await expect(waiting.getByText("Waiting to be added")).toBeVisible();
    const status = page.getByRole("status").filter({ hasText: "Working offline" });
    await expect(status).toHaveText("Working offline — 1 change waiting");
    const quantity = waiting.getByLabel("Quantity (packages)");
    await quantity.fill("4");
    await quantity.press("Enter");
    await expect(status).toHaveText("Working offline — 1 change waiting");
    await noAxeViolations(page);
    await fitsWidth(page, viewport.width);
    await page.screenshot({
      path: testInfo.outputPath(`offline-waiting-row-${viewport.width}.png`),
      fullPage: true,
    });

    // Still offline, a reload keeps the waiting row from the queue.
    await page.reload();
    await expect(rowOf(page, added.title).getByLabel("Quantity (packages)")).toHaveValue("4");

    // The worker's first read of the list after the return gets no answer, as when the browser gives the page its
    // connection back before the worker (Playwright does so too): it would answer the copy from before the sync.
    const elementsPath = `/api${callPath(listElementCalls.get, { id: list.id })}`;
    await context.route(
      (url) => url.pathname === elementsPath,
      (route) => route.abort("internetdisconnected"),
      {
        times: 1,
      },
    );
    await watchRows(page);
    await context.setOffline(false);
    await expectAddSynced(page, list.id, added, 4);
  });
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px, offline, a product page adds its product to a pinned list, which waits there and syncs on reconnect`, async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await actAs(page, USER);
    const list = await pinnedList(page, runName(`Ambulance stock (${viewport.name})`));
    const added = await anotherProduct(page, list.id);
    await openOffline(page, list.id, added.id);

    // The product page seen online opens offline from the worker's copies; its "add to list" offers the pinned
    // lists the app keeps.
    await page.goto(`/p/variant/${added.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const open = page.getByRole("button", { name: `Add ${added.title} to a list` });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add to a pinned list" });
    const addTo = dialog.getByRole("button", { name: `Add to ${list.title}` });
    await expect(addTo).toBeVisible();
    await noAxeViolations(page, { within: '[role="dialog"]' });
    await fitsWidth(page, viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`offline-page-add-${viewport.width}.png`) });
    await addTo.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByText(`${added.title} will be added to ${list.title} when the connection returns.`),
    ).toBeVisible();
    const status = page.getByRole("status").filter({ hasText: "Working offline" });
    await expect(status).toHaveText("Working offline — 1 change waiting");

    // Opened again, the dialog says the add waits instead of offering it twice.
    await open.click();
    await expect(dialog.getByText("Waiting to be added")).toBeVisible();
    await expect(addTo).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // The list shows it as the list's own offline add does: a waiting row.
    await page.goto(`/product-list/${list.id}`);
    await expect(rowOf(page, added.title).getByText("Waiting to be added")).toBeVisible();

    await watchRows(page);
    await context.setOffline(false);
    await expectAddSynced(page, list.id, added, 1);
  });
}

test("a product added offline that someone added meanwhile keeps the list's element, and the summary says so (German)", async ({
  page,
  context,
  request,
}, testInfo) => {
  await actAs(page, USER);
  const language = (languageShortcut: LanguageCode) =>
    call(page, profileCalls.update, { body: { languageShortcut } });
  await language("de");
  try {
    const list = await pinnedList(page, runName("Notaufnahme"));
    const added = await anotherProduct(page, list.id);
    await openOffline(page, list.id, added.id);

    await page.getByRole("button", { name: "Produkt hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Offline gespeichertes Produkt hinzufügen" });
    await dialog.getByRole("searchbox", { name: "Gespeichertes Produkt finden" }).fill(added.title);
    await dialog.getByRole("button", { name: `${added.title} hinzufügen` }).click();
    await expect(rowOf(page, added.title).getByText("Wartet auf Hinzufügen")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("offline-waiting-row-1280-de.png"), fullPage: true });

    // Meanwhile, on another device, the same user adds the same product with another quantity.
    await call(request, devCalls.session, { body: { email: USER } });
    const fresh = await call(request, listElementCalls.get, { params: { id: list.id } });
    await call(request, listElementCalls.add, {
      params: { id: list.id },
      body: { elements: [{ productId: added.id, quantity: 7 }], version: fresh.version },
    });

    await context.setOffline(false);
    const summary = page.getByRole("dialog", { name: "Ihre Offline-Änderungen" });
    await expect(summary).toContainText("0 Änderungen gespeichert.");
    await expect(summary).toContainText(
      `${added.title} wurde inzwischen zur Liste hinzugefügt: Die Liste behält ihre eigene Menge und ihren Preis.`,
    );
    await noAxeViolations(page, { within: '[role="dialog"]' });
    await page.screenshot({ path: testInfo.outputPath("offline-duplicate-summary-1280-de.png") });
    await summary.getByRole("button", { name: "OK" }).click();
    await expect(rowOf(page, added.title).getByLabel("Menge (Packungen)")).toHaveValue("7");
    const after = (await call(page, listElementCalls.get, { params: { id: list.id } })).content;
    expect(after.filter((item) => item.productId === added.id).map((item) => item.quantity)).toEqual([7]);
  } finally {
    await language("en");
  }
});

test("a pinned list never opened is kept after sign-in and opens offline; the parts not kept are left out", async ({
  page,
}) => {
  await actAs(page, USER);
  const title = runName("Storage room");
  const list = await pinnedList(page, title);
  await page.goto("/");
  // Once the worker takes over the page, the app reads the pinned lists through it, which keeps their copies.
  // Not reloaded before they are kept: a copy whose writing a navigation cuts off is listed for a moment, then
  // dropped. The reload afterwards puts the page under the worker from its start, as any later visit is.
  const kept = [
    callPath(productListCalls.get, { id: list.id }),
    callPath(listElementCalls.get, { id: list.id }),
  ];
  const copiesKept = async (paths: string[]) => {
    if (!(await caches.has("api-reads"))) return false;
    const cache = await caches.open("api-reads");
    const copies = await Promise.all(paths.map((path) => cache.match(`/api${path}`)));
    return copies.every((copy) => copy?.ok);
  };
  // A poll, not waitForFunction: that one takes the promise an async check returns as its truthy answer.
  await expect.poll(() => page.evaluate(copiesKept, kept)).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(copiesKept, kept)).toBe(true);
  await page.context().setOffline(true);
  // The side reads of the list page were never made: its mails, its health, whom it is shared with (and the
  // country names those need). Each fails offline, after the client's first attempt and its two retries.
  const sideReads = [
    apiPath(listExportCalls.listMails, { id: list.id }),
    apiPath(productListCalls.health, { id: list.id }),
    apiPath(countrySharingCalls.list),
    apiPath(privateSharingCalls.list),
    apiPath(referenceDataCalls.countries),
    apiPath(referenceDataCalls.subregions),
  ];
  const failures = new Map<string, number>();
  page.on("requestfailed", (request) => {
    const path = new URL(request.url()).pathname;
    failures.set(path, (failures.get(path) ?? 0) + 1);
  });
  await page.goto(`/product-list/${list.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("list-element")).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: "Working offline" })).toBeVisible();
  await expect
    .poll(() => sideReads.map((path) => Math.min(failures.get(path) ?? 0, 3)))
    .toEqual(sideReads.map(() => 3));
  // Those parts are left out and the list stays: it is still searched on the screen the failures reached.
  await page.getByRole("searchbox", { name: "Search in this list" }).fill("no such product anywhere");
  await expect(page.getByRole("heading", { name: /No product in this list matches/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(page.url()).not.toContain("/errors");
});

test("reads that get no answer put the app offline though the browser says online, and answers bring it back", async ({
  page,
  context,
}) => {
  await actAs(page, USER);
  const list = await pinnedList(page, runName("Dialysis unit"));
  await page.goto(`/product-list/${list.id}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(page.getByTestId("list-element")).toHaveCount(2);
  await page.waitForLoadState("networkidle");

  // The server is out of reach while the browser keeps its network (a ward's Wi-Fi without uplink): the service
  // worker's requests get no answer, so it gives its copies, marked as such.
  await context.route("**/api/**", (route) => route.abort("internetdisconnected"));
  await page.reload();
  await expect(page.getByTestId("list-element")).toHaveCount(2);
  const status = page.getByRole("status").filter({ hasText: "Working offline" });
  await expect(status).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  expect(page.url()).not.toContain("/errors");

  // Offline, a change waits in the queue instead of failing.
  const quantity = page.getByTestId("list-element").first().getByLabel("Quantity (packages)");
  await quantity.fill("6");
  await quantity.press("Enter");
  await expect(status).toHaveText("Working offline — 1 change waiting");

  // The server answers again: the next reads (those of the lists screen, opened in the app) bring the app back
  // online and the change is sent. Not a reload: the page being left could get its answer first and sync there,
  // its summary then lost with it.
  await context.unroute("**/api/**");
  await page.getByRole("link", { name: "Favourites & lists" }).click();
  const summary = page.getByRole("dialog", { name: "Your offline changes" });
  await expect(summary).toContainText("1 change saved.");
  await summary.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText(/Working offline|waiting/)).toHaveCount(0);
  const after = (await call(page, listElementCalls.get, { params: { id: list.id } })).content;
  expect(after.map((item) => item.quantity)).toContain(6);
});

test("a change sent as the connection goes, before the app has noticed, waits in the queue instead of an error page", async ({
  page,
  context,
}) => {
  await actAs(page, USER);
  const list = await pinnedList(page, runName("Endoscopy"));
  await page.goto(`/product-list/${list.id}`);
  await expect(page.getByTestId("list-element")).toHaveCount(2);
  await page.waitForLoadState("networkidle");

  // The app last heard from the server: the change goes out and gets no answer.
  await context.route("**/api/**", (route) => route.abort("internetdisconnected"));
  const quantity = page.getByTestId("list-element").first().getByLabel("Quantity (packages)");
  await quantity.fill("9");
  await quantity.press("Enter");
  const status = page.getByRole("status").filter({ hasText: "Working offline" });
  await expect(status).toHaveText("Working offline — 1 change waiting");
  expect(page.url()).not.toContain("/errors");
  await expect(quantity).toHaveValue("9");

  // The lists screen's reads get answers: the change is sent from this page (see the test above).
  await context.unroute("**/api/**");
  await page.getByRole("link", { name: "Favourites & lists" }).click();
  const summary = page.getByRole("dialog", { name: "Your offline changes" });
  await expect(summary).toContainText("1 change saved.");
  const after = (await call(page, listElementCalls.get, { params: { id: list.id } })).content;
  expect(after.map((item) => item.quantity)).toContain(9);
});
