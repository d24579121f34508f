import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vitepress";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideMessages } from "../guide/.vitepress/guide-messages";
import { GUIDE_PAGES } from "../guide/.vitepress/guide-pages";
import { pageLinks, siteLinkProblem, sitePages } from "./site-links";

// The guide is built here, as `npm run build -w @catalogue/docs` builds it, into a folder of its own: the build
// itself refuses a dead link between Markdown pages, and this file checks what the build wrote.
const GUIDE_ROOT = fileURLToPath(new URL("../guide", import.meta.url));
const RULES = { base: "/help/", outsidePaths: ["/"] };
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), "guide-site-"));
  await build(GUIDE_ROOT, {
    onAfterConfigResolve: (config) => {
      config.outDir = site;
    },
  });
}, 240_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

const read = (page: string) => readFileSync(path.join(site, page), "utf8");

describe("the built user guide", () => {
  it("has every page in English and again under each other language", () => {
    const pages = sitePages(site);
    for (const { lang } of guideMessages()) {
      const prefix = lang === "en" ? "" : `${lang}/`;
      for (const { file } of GUIDE_PAGES) expect(pages, lang).toContain(`${prefix}${file}.html`);
    }
  });

  it("has no link or picture that leads nowhere, and no anchor without its heading", () => {
    const broken = sitePages(site)
      .flatMap((page) => pageLinks(page, read(page)))
      .flatMap((link) => {
        const problem = siteLinkProblem(site, link, RULES);
        return problem ? [`${link.page} (${link.target}): ${problem}`] : [];
      });
    expect(broken).toEqual([]);
  });

  it("frames each language's pages with that language's navigation, and the English text", () => {
    for (const { lang, messages } of guideMessages()) {
      const html = read(lang === "en" ? "lists.html" : `${lang}/lists.html`);
      expect(html, lang).toContain(`lang="${lang}"`);
      const escaped = (text: string) => text.replace(/'/g, "&#39;");
      // The page keeps its English heading as its title; the site's name and the sidebar are translated.
      expect(html, lang).toContain(`<title>Working with lists | ${escaped(messages.title)}</title>`);
      expect(html, lang).toContain(`>${messages.lists}</p>`);
      expect(html, lang).toContain(`>${messages.gettingStarted}</p>`);
      expect(html, lang).toContain(
        '<h2 id="export-a-list-as-excel-or-pdf" tabindex="-1">Export a list as Excel or PDF',
      );
    }
  });
});
