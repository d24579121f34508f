import { readFileSync } from "node:fs";
import { guideMessages } from "../.vitepress/guide-messages";
import { GUIDE_PAGES } from "../.vitepress/guide-pages";

const GUIDE = new URL("../", import.meta.url);

/**
 * Each English page again under each other language's prefix (`/de/lists.html`...), so the navigation around it
 * is in that language. Pictures sit one folder up from there.
 */
export default {
  paths() {
    return guideMessages()
      .filter(({ lang }) => lang !== "en")
      .flatMap(({ lang }) =>
        GUIDE_PAGES.map(({ file }) => ({
          params: { lang, page: file },
          content: readFileSync(new URL(`${file}.md`, GUIDE), "utf8").replace(
            /\]\(images\//g,
            "](../images/",
          ),
        })),
      );
  },
};
