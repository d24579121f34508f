import { devCalls } from "@catalogue/core/api/catalogue";
import { chromium, expect, test } from "@playwright/test";
import { call } from "./api";

// Core spec 2.2 (the app installs): Lighthouse 12 has no PWA category any more, so the test asks Chromium itself,
// through the DevTools protocol, whether it would offer to install the served app. Chromium never offers an
// incognito window to install, and Playwright's usual contexts are incognito: this test launches a persistent one
// (a profile folder of its own) with the same Chromium and options as every other test. That context takes the
// config's options too, so the service worker (blocked there) is allowed here.
test.use({ serviceWorkers: "allow" });

test("Chromium finds the app installable: a valid manifest and no installability errors", async ({
  baseURL,
}, testInfo) => {
  const { launchOptions } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    executablePath: launchOptions?.executablePath,
    args: launchOptions?.args,
    baseURL,
  });
  try {
    await call(context.request, devCalls.session, { body: { email: "advanced@catalogue.example" } });
    const page = await context.newPage();
    await page.goto("/");
    // The app registers its worker after the first paint; installability is judged once it is there.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL("/", baseURL).href);

    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send("Page.getAppManifest");
    expect(manifest.url).toBe(new URL("/manifest.webmanifest", baseURL).href);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
