import { devCalls, productCalls } from "@catalogue/core/api/catalogue";
import { type Browser, chromium, expect, test } from "@playwright/test";
import { call } from "./api";
import { writeFakeCameraVideo } from "./fake-camera";
import { fitsWidth, inEnglish, noAxeViolations, VIEWPORTS } from "./page-checks";
import { actAs } from "./sign-in";

const ADVANCED = "advanced@catalogue.example";
// A product the demo data always has, with a GTIN on its label.
const PRODUCT_ID = 1869;

let camera: Browser;
let product: { title: string; mainGtin: string | null };

// A browser of its own whose camera films a UDI label: Chromium's fake device plays a video made from the label.
test.beforeAll(async ({ playwright }, testInfo) => {
  const { baseURL, launchOptions } = testInfo.project.use;
  const api = await playwright.request.newContext({ baseURL });
  await call(api, devCalls.session, { body: { email: ADVANCED } });
  product = await call(api, productCalls.details, { params: { id: PRODUCT_ID } });
  await api.dispose();
  const video = testInfo.outputPath("udi-label.y4m");
  // GTIN-14, expiry date and lot: what a DataMatrix on a device's packaging holds.
  await writeFakeCameraVideo(video, `(01)0${product.mainGtin}(17)281130(10)LOT4711`);
  camera = await chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions?.args ?? []),
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

test.afterAll(async () => {
  await camera?.close();
});

for (const { name, width, height } of VIEWPORTS) {
  test(`on a ${name}, the camera reads a product's UDI label and opens that product`, async ({
    baseURL,
    storageState,
  }) => {
    const context = await camera.newContext({ baseURL, storageState, viewport: { width, height } });
    const page = await context.newPage();
    await inEnglish(page);
    await actAs(page, ADVANCED);
    await page.goto("/");
    await page.getByRole("button", { name: "Scan a barcode" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
    await expect(page.getByRole("dialog", { name: "Scan a barcode" })).toBeHidden();
    await fitsWidth(page, width);
    // The camera is let go once the code is read.
    expect(await page.evaluate(() => document.querySelector("video")?.srcObject ?? null)).toBeNull();
    await context.close();
  });
}

test("without a camera the dialog says how to go on; Escape closes it and focus returns", async ({
  page,
}) => {
  await inEnglish(page);
  await actAs(page, ADVANCED);
  await page.goto("/");
  const open = page.getByRole("button", { name: "Scan a barcode" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Scan a barcode" });
  await expect(dialog.getByRole("status")).toHaveText(/Type the code into the search bar/);
  await noAxeViolations(page, { within: '[role="dialog"]' });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
