// `npx tsx web/scripts/make-icons.ts`: draws the installed app's icons (web/public/icons) from the favicon's shape
// in Chromium, so the PNGs follow the SVG. Run again after the logo or the brand colour changes; commit the PNGs.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { BRAND_COLOR } from "../src/styles/brand-color";

const OUT = new URL("../public/icons/", import.meta.url);
const LOGO = `<path d="M9 8h9a6 6 0 0 1 0 12h-5v4H9z" fill="#fff"/>`;

/** A maskable icon keeps its logo inside the central 80 % circle: the launcher may crop everything else. */
const svg = (size: number, maskable: boolean) => {
  const logo = maskable ? `<g transform="translate(6.4 6.4) scale(0.6)">${LOGO}</g>` : LOGO;
  const corner = maskable ? 0 : 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="${corner}" fill="${BRAND_COLOR}"/>${logo}</svg>`;
};

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg(size, maskable)}`);
  await page.locator("svg").screenshot({ path: new URL(name, OUT).pathname, omitBackground: true });
}
await browser.close();
