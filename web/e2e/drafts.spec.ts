import { fileURLToPath } from "node:url";
import {
  countrySharingCalls,
  listElementCalls,
  productListCalls,
  referenceDataCalls,
  shareDraftCalls,
} from "@catalogue/core/api/catalogue";
import { expect, type Page, test } from "@playwright/test";
import { call, failureOf } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, noAxeViolations, recordToasts, userPage } from "./page-checks";

// Two who curate German lists: Karl, the demo Key user in Germany, and Ada, the admin (Key user rights everywhere).
const KARL = "key.user@catalogue.example";
const ADA = "admin@catalogue.example";
const PRODUCT = 1869;
// The user guide's screenshots (docs/guide/sharing.md), taken at 1280 px.
const GUIDE = fileURLToPath(new URL("../../docs/guide/images", import.meta.url));

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 360, height: 740 },
] as const;

async function germanyId(page: Page): Promise<number> {
  const germany = (await call(page, referenceDataCalls.countries, {})).find(
    (country) => country.title === "DE",
  );
  if (!germany) throw new Error("no country DE in the reference data");
  return germany.id;
}

/** Karl's own list with one product (quantity 2, CRP 10), shared to Germany: the country list's id. */
async function curatedList(karl: Page, title: string) {
  const own = await call(karl, productListCalls.create, { body: { title } });
  await call(karl, listElementCalls.add, {
    params: { id: own.id },
    body: { elements: [{ productId: PRODUCT, quantity: 2, crp: 10 }], version: own.version },
  });
  const country = await shareToGermany(karl, own.id, "For the German hospitals");
  return { ownId: own.id, countryListId: country.id };
}

async function shareToGermany(karl: Page, ownId: number, note: string) {
  return call(karl, countrySharingCalls.share, {
    params: { id: ownId },
    body: { note, countryIds: [await germanyId(karl)], subregions: [] },
  });
}

/** Karl gives his own list's product a new quantity and price and shares it again: a newer country list. */
async function karlPublishesNewerVersion(karl: Page, ownId: number, quantity: number, crp: number) {
  const elements = await call(karl, listElementCalls.get, { params: { id: ownId } });
  const element = elements.content[0];
  if (!element) throw new Error(`list ${ownId} has no element`);
  await call(karl, listElementCalls.changeCrpAndQuantity, {
    params: { id: ownId },
    body: { elementId: element.id, quantity, crp, version: elements.version },
  });
  await shareToGermany(karl, ownId, "Newer prices");
}

async function startDraft(page: Page, countryListId: number): Promise<number> {
  await page.goto(`/product-list/country/${countryListId}`);
  await page.getByRole("button", { name: "Start draft" }).click();
  await expect(page).toHaveURL(/\/product-list\/draft\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    // Two browser contexts and many round trips: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 120_000 });
    test("two Key users: a draft is taken once, its update conflict is resolved or cancelled, published or deleted", async ({
      browser,
    }) => {
      const karl = await userPage(browser, KARL, viewport.width, viewport.height);
      const ada = await userPage(browser, ADA, viewport.width, viewport.height);
      const title = runName(`Anaesthesia starter kit (${viewport.name})`);
      const { ownId, countryListId } = await curatedList(karl, title);
      try {
        const toastsSeen = await recordToasts(ada);
        // Ada starts the draft and changes a quantity in it.
        const draftId = await startDraft(ada, countryListId);
        await expect(ada.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(ada.getByRole("region", { name: "Published to" })).toContainText("Germany");
        // The note came with the country list: its author is Karl, who shared it, not Ada, whose draft it is.
        await expect(ada.getByText("Note from Karl Keyuser")).toBeVisible();
        const quantity = ada.getByLabel("Quantity (packages)");
        await quantity.fill("3");
        await quantity.press("Enter");
        await expect
          .poll(async () => {
            const answer = await call(ada, shareDraftCalls.elements, { params: { id: draftId } });
            return answer.content[0]?.quantity;
          })
          .toBe(3);
        await noAxeViolations(ada);
        await fitsWidth(ada, viewport.width);
        if (viewport.width === 1280) await ada.screenshot({ path: `${GUIDE}/draft.png`, fullPage: true });

        // Karl may draft the list too, but its one draft is Ada's.
        await karl.goto(`/product-list/country/${countryListId}`);
        await karl.getByRole("button", { name: "Start draft" }).click();
        await expect(karl.getByText("A draft already exists for this list.")).toBeVisible();
        await expect(karl).toHaveURL(new RegExp(`/product-list/country/${countryListId}$`));
        // Nor does he open Ada's draft: the errors page with source draft.
        await karl.goto(`/product-list/draft/${draftId}`);
        await expect(karl.getByRole("heading", { name: "Draft not available" })).toBeVisible();

        // Karl publishes a newer version; Ada's publish meets the conflict and takes the new prices only.
        await karlPublishesNewerVersion(karl, ownId, 7, 25);
        await ada.getByRole("button", { name: "Publish" }).click();
        const conflict = ada.getByRole("alertdialog", { name: "A newer version of this list exists" });
        await expect(conflict).toBeVisible();
        await noAxeViolations(ada);
        if (viewport.width === 1280) await ada.screenshot({ path: `${GUIDE}/draft-conflict.png` });
        await conflict.getByRole("radio", { name: "Take the new prices" }).check();
        await conflict.getByRole("radio", { name: "Keep the quantities of my draft" }).check();
        await conflict.getByRole("button", { name: "Update and publish" }).click();
        await expect(ada).toHaveURL(new RegExp(`/product-list/country/${countryListId}$`));
        await expect(ada.getByText(`“${title}” was published.`)).toBeVisible();
        // The conflict dialog was the answer to the first publish; no toast said it again.
        expect((await toastsSeen()).join(" ")).not.toContain("newer version");
        const published = await call(ada, countrySharingCalls.elements, { params: { id: countryListId } });
        expect(published.content.map((element) => [element.quantity, element.pricing.crp])).toEqual([
          [3, 25],
        ]);

        // A second draft: the conflict is cancelled, the draft stays, then it is deleted.
        const secondId = await startDraft(ada, countryListId);
        await karlPublishesNewerVersion(karl, ownId, 9, 30);
        await ada.getByRole("button", { name: "Publish" }).click();
        await ada
          .getByRole("alertdialog", { name: "A newer version of this list exists" })
          .getByRole("button", { name: "Cancel" })
          .click();
        await expect(ada.getByRole("alertdialog")).toHaveCount(0);
        await expect(ada).toHaveURL(new RegExp(`/product-list/draft/${secondId}$`));
        await ada.getByRole("button", { name: "Delete draft" }).click();
        const confirm = ada.getByRole("alertdialog", { name: "Delete this draft?" });
        await noAxeViolations(ada);
        await confirm.getByRole("button", { name: "Delete draft" }).click();
        await expect(ada).toHaveURL(/\/product-lists\/drafts$/);
        const gone = await failureOf(ada, shareDraftCalls.details, { params: { id: secondId } });
        expect(gone?._tag).toBe("ResourceNotFound");
      } finally {
        // The country list and Karl's own list go, so other specs see the lists as before.
        await call(karl, countrySharingCalls.remove, { params: { id: countryListId } });
        await call(karl, productListCalls.remove, { body: { ids: [ownId] } });
        await karl.context().close();
        await ada.context().close();
      }
    });

    // Only the Key user who started a draft opens it (see above), so two edits of one draft at once come from
    // two of that user's tabs or devices.
    test("a draft changed in another tab: the stale save gets 428, reloads and keeps the other tab's change", async ({
      browser,
    }) => {
      const karl = await userPage(browser, KARL, viewport.width, viewport.height);
      const ada = await userPage(browser, ADA, viewport.width, viewport.height);
      const { ownId, countryListId } = await curatedList(karl, runName(`Paediatric ICU (${viewport.name})`));
      try {
        const draftId = await startDraft(ada, countryListId);
        const second = await ada.context().newPage();
        await second.goto(`/product-list/draft/${draftId}`);
        await expect(second.getByLabel("Quantity (packages)")).toHaveValue("2");

        const quantity = ada.getByLabel("Quantity (packages)");
        await quantity.fill("4");
        await quantity.press("Enter");
        await expect
          .poll(async () => {
            const answer = await call(ada, shareDraftCalls.elements, { params: { id: draftId } });
            return answer.content[0]?.quantity;
          })
          .toBe(4);

        // The second tab still holds the draft's old version.
        const crp = second.getByLabel("CRP (EUR)");
        await crp.fill("12");
        await crp.press("Enter");
        await expect(second.getByText("This draft was changed elsewhere.", { exact: false })).toBeVisible();
        await expect(second.getByLabel("Quantity (packages)")).toHaveValue("4");
        const stored = await call(ada, shareDraftCalls.elements, { params: { id: draftId } });
        expect(stored.content.map((element) => [element.quantity, element.pricing.crp])).toEqual([[4, 10]]);
        await noAxeViolations(second);
        await call(ada, shareDraftCalls.remove, { params: { id: draftId } });
      } finally {
        await call(karl, countrySharingCalls.remove, { params: { id: countryListId } });
        await call(karl, productListCalls.remove, { body: { ids: [ownId] } });
        await karl.context().close();
        await ada.context().close();
      }
    });
  });
}
