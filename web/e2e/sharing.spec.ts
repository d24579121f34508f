import { fileURLToPath } from "node:url";
import {
  countrySharingCalls,
  listElementCalls,
  privateSharingCalls,
  productListCalls,
  profileCalls,
  referenceDataCalls,
} from "@catalogue/core/api/catalogue";
import { expect, type Page, test } from "@playwright/test";
import { call } from "./api";
import { runName } from "./list-titles";
import { fitsWidth, noAxeViolations, userPage } from "./page-checks";

// Karl is the demo Key user in Germany; Anna and Arne are staff in Germany; Paula an accepted partner.
const KEY_USER = "key.user@catalogue.example";
const COLLEAGUE = "advanced.plus@catalogue.example";
const STAFF = "advanced@catalogue.example";
const PARTNER = "partner.accepted@partner.example";
const PRODUCT = 1869;
// The user guide's screenshots (docs/guide/sharing.md), taken at 1280 px.
const GUIDE = fileURLToPath(new URL("../../docs/guide/images", import.meta.url));

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 360, height: 740 },
] as const;

/** A new personal list of the signed-in user holding one product, made through the API. */
async function listWithProduct(page: Page, title: string) {
  const list = await call(page, productListCalls.create, { body: { title, description: "" } });
  await call(page, listElementCalls.add, {
    params: { id: list.id },
    body: { elements: [{ productId: PRODUCT, quantity: 2 }], version: list.version },
  });
  return list;
}

/** Removes the signed-in user's own lists that a test made, so other specs find the lists they expect. */
async function removeLists(page: Page, ids: number[]) {
  await call(page, productListCalls.remove, { body: { ids } });
}

const SHARES = { country: countrySharingCalls.list, private: privateSharingCalls.list } as const;

/** The shared list the signed-in sharer made from `sourceId`, of the kind named. */
async function shareOf(page: Page, kind: keyof typeof SHARES, sourceId: number) {
  const lists = await call(page, SHARES[kind], {});
  const share = lists.find((list) => list.sourceListId === sourceId);
  if (!share) throw new Error(`no ${kind} share of list ${sourceId}`);
  return share;
}

/** The currency of another country than the user's (EUR): the profile is set to it, the old one given back. */
async function switchCurrency(page: Page): Promise<() => Promise<void>> {
  const { countryId, currencyId: formerCurrencyId } = await call(page, profileCalls.get, {});
  if (countryId === null || formerCurrencyId === null) throw new Error("the user has no country or currency");
  const currencies = await call(page, referenceDataCalls.currencies, {});
  const other = currencies.find((currency) => currency.title === "CHF") ?? currencies[0];
  const put = (currencyId: number) =>
    call(page, profileCalls.setCountryAndCurrency, { body: { countryId, currencyId } });
  await put(other?.id ?? formerCurrencyId);
  return async () => {
    await put(formerCurrencyId);
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    // Two browser contexts and many round trips: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 120_000 });
    test("a Key user shares a list to Germany; a colleague reads it, pins it and saves it as theirs in another currency", async ({
      browser,
    }, testInfo) => {
      const karl = await userPage(browser, KEY_USER, viewport.width, viewport.height);
      const title = runName(`Ward 3 (${viewport.name})`);
      const source = await listWithProduct(karl, title);
      await karl.goto(`/product-list/${source.id}`);
      await karl.getByRole("button", { name: "Share", exact: true }).click();
      const dialog = karl.getByRole("dialog", { name: `Share “${title}”` });
      await expect(dialog).toBeVisible();
      // Not validated on open.
      await expect(dialog.getByText("This field cannot be empty")).toHaveCount(0);
      await expect(dialog.getByRole("tab")).toHaveText([
        "Countries and subregions",
        "Colleagues",
        "Partners",
      ]);
      // Only places Karl holds the Key user role in: Germany, and DACH with Germany alone.
      const countries = dialog.getByRole("group", { name: "Countries", exact: true });
      await expect(countries.getByRole("checkbox")).toHaveCount(1);
      await expect(countries.getByRole("checkbox", { name: "Germany" })).toBeVisible();
      await noAxeViolations(karl);
      if (viewport.width === 1280) await karl.screenshot({ path: `${GUIDE}/share-dialog.png` });
      await karl.screenshot({ path: testInfo.outputPath(`share-dialog-${viewport.width}.png`) });

      // A share tried empty names both errors; a subregion without a country gets the spec's message.
      await dialog.getByRole("button", { name: "Share", exact: true }).click();
      await expect(dialog.getByText("This field cannot be empty")).toBeVisible();
      await expect(dialog.getByRole("alert")).toHaveText("Choose at least one country");
      await dialog.getByRole("checkbox", { name: "DACH" }).check();
      await countries.getByRole("checkbox", { name: "Germany" }).check();
      await dialog.getByLabel(/Note for the recipients/).fill("Please quote these for the ICU tender.");
      await dialog.getByRole("button", { name: "Share", exact: true }).click();
      await expect(dialog.getByRole("alert")).toHaveText(
        "At least one of the subregions has no country assigned. Please assign a country or remove this subregion.",
      );
      await dialog
        .getByRole("group", { name: "Countries of DACH" })
        .getByRole("checkbox", { name: "Germany" })
        .check();
      await expect(dialog.getByRole("alert")).toHaveCount(0);
      await dialog.getByRole("button", { name: "Share", exact: true }).click();
      await expect(dialog).toBeHidden();
      const sharedWith = karl.getByRole("region", { name: "Shared with" });
      await expect(sharedWith).toContainText("Countries and subregions: Germany, DACH");
      await expect(sharedWith).toContainText("Please quote these for the ICU tender.");
      await noAxeViolations(karl);
      await fitsWidth(karl, viewport.width);
      if (viewport.width === 1280)
        await karl.screenshot({ path: `${GUIDE}/shared-with.png`, fullPage: true });
      const countryList = await shareOf(karl, "country", source.id);

      // Anna, in Germany, in a browser of her own: read-only, the note shown, pinned, saved as hers in CHF.
      const anna = await userPage(browser, COLLEAGUE, viewport.width, viewport.height);
      const restoreCurrency = await switchCurrency(anna);
      try {
        await anna.goto(`/product-list/country/${countryList.id}`);
        await expect(anna.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(anna.getByText("Please quote these for the ICU tender.")).toBeVisible();
        await expect(anna.getByText("Note from Karl Keyuser")).toBeVisible();
        await expect(anna.getByRole("spinbutton")).toHaveCount(0);
        await expect(anna.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
        const pin = anna.getByRole("button", { name: "Pin" });
        await pin.click();
        await expect(anna.getByRole("button", { name: "Unpin" })).toHaveAttribute("aria-pressed", "true");
        await noAxeViolations(anna);
        if (viewport.width === 1280) await anna.screenshot({ path: `${GUIDE}/country-list-receiver.png` });
        await anna.getByRole("button", { name: "Save as mine" }).click();
        const save = anna.getByRole("dialog", { name: "Save as my list" });
        await expect(save).toContainText(
          "This list is in EUR, your currency is CHF: the prices will not be copied.",
        );
        await noAxeViolations(anna);
        if (viewport.width === 1280) await anna.screenshot({ path: `${GUIDE}/save-as-mine.png` });
        await save.getByLabel(/Name of your list/).fill(`${title} (mine)`);
        await save.getByRole("button", { name: "Save as mine" }).click();
        await expect(anna.getByText(/saved to your lists without prices/)).toBeVisible();
        await expect(anna).toHaveURL(/\/product-list\/\d+$/);
        await expect(anna.getByRole("heading", { level: 1, name: `${title} (mine)` })).toBeVisible();
        const copyId = Number(new URL(anna.url()).pathname.split("/").pop());
        const elements = await call(anna, listElementCalls.get, { params: { id: copyId } });
        expect(elements.content.map((element) => element.pricing.crp)).toEqual([null]);
        await call(anna, productListCalls.remove, { body: { ids: [copyId] } });
      } finally {
        await restoreCurrency();
        await anna.context().close();
      }

      // Karl withdraws the share: it is gone for its readers.
      await sharedWith.getByRole("button", { name: "Withdraw" }).click();
      const confirm = karl.getByRole("alertdialog", { name: "Withdraw this share?" });
      await noAxeViolations(karl);
      await confirm.getByRole("button", { name: "Withdraw" }).click();
      await expect(sharedWith).toBeHidden();
      const lists = await call(karl, countrySharingCalls.list, {});
      expect(lists.some((list) => list.id === countryList.id)).toBe(false);
      await removeLists(karl, [source.id]);
      await karl.context().close();
    });

    test("a staff user shares with a colleague found by name; the colleague reads the note; a partner has no share action", async ({
      browser,
    }) => {
      const arne = await userPage(browser, STAFF, viewport.width, viewport.height);
      const title = runName(`Theatre kit (${viewport.name})`);
      const source = await listWithProduct(arne, title);
      await arne.goto(`/product-list/${source.id}`);
      await arne.getByRole("button", { name: "Share", exact: true }).click();
      const dialog = arne.getByRole("dialog", { name: `Share “${title}”` });
      // Staff who are not Key users share with people only.
      await expect(dialog.getByRole("tab")).toHaveText(["Colleagues", "Partners"]);
      await dialog.getByRole("searchbox", { name: "Find a colleague" }).fill("Anna");
      await dialog.getByRole("button", { name: /Anna Advancedplus/ }).click();
      await expect(dialog.getByRole("list", { name: "Shared with" })).toContainText("Anna Advancedplus");
      await dialog.getByLabel(/Note for the recipients/).fill("n".repeat(251));
      // The field stops at 250 characters and says so.
      await expect(dialog.getByLabel(/Note for the recipients/)).toHaveValue("n".repeat(250));
      await expect(dialog.getByText("You have reached the character limit.")).toBeVisible();
      await dialog.getByLabel(/Note for the recipients/).fill("Kit for theatre 2, see the quantities.");
      await noAxeViolations(arne);
      if (viewport.width === 1280) await arne.screenshot({ path: `${GUIDE}/share-with-colleague.png` });
      await dialog.getByRole("button", { name: "Share", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(arne.getByRole("region", { name: "Shared with" })).toContainText(
        "Colleagues or partners: Anna Advancedplus",
      );
      const share = await shareOf(arne, "private", source.id);

      const anna = await userPage(browser, COLLEAGUE, viewport.width, viewport.height);
      await anna.goto(`/product-list/private/${share.id}`);
      await expect(anna.getByText("Kit for theatre 2, see the quantities.")).toBeVisible();
      await expect(anna.getByRole("spinbutton")).toHaveCount(0);
      await expect(anna.getByRole("button", { name: "Save as mine" })).toBeVisible();
      await noAxeViolations(anna);
      await fitsWidth(anna, viewport.width);
      await anna.context().close();

      const paula = await userPage(browser, PARTNER, viewport.width, viewport.height);
      const own = await call(paula, productListCalls.create, {
        body: { title: runName("Partner assortment") },
      });
      await paula.goto(`/product-list/${own.id}`);
      await expect(paula.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(paula.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
      await removeLists(paula, [own.id]);
      await paula.context().close();
      // The sharer removes the share for its recipients, then his list.
      await call(arne, privateSharingCalls.remove, { params: { id: share.id } });
      await removeLists(arne, [source.id]);
      await arne.context().close();
    });
  });
}
