import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The app's locale files: the guide's navigation is translated with them, in every language the app speaks. */
const LOCALES = fileURLToPath(new URL("../../../core/src/i18n/locales/", import.meta.url));

/** The keys of the "guide" section of core's locale files that the site uses. */
const KEYS = [
  "languageName",
  "title",
  "description",
  "backToApp",
  "groupUsing",
  "groupLists",
  "groupRoles",
  "home",
  "gettingStarted",
  "hintsPage",
  "findingProducts",
  "productStatus",
  "lists",
  "sharing",
  "workingOffline",
  "partners",
  "administration",
  "cli",
  "outline",
  "previous",
  "next",
  "appearance",
  "lightMode",
  "darkMode",
  "menu",
  "returnToTop",
  "changeLanguage",
  "skipToContent",
  "search",
  "noResults",
  "resetSearch",
  "toSelect",
  "toNavigate",
  "toClose",
] as const;

/** The texts of one language's "guide" section. */
export type GuideMessages = Record<(typeof KEYS)[number], string>;

/** Every language of the app (one locale file each) with its "guide" messages; English first. */
export function guideMessages(): ReadonlyArray<{ lang: string; messages: GuideMessages }> {
  return readdirSync(LOCALES)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const lang = file.replace(/\.json$/, "");
      const { guide = {} } = JSON.parse(readFileSync(`${LOCALES}${file}`, "utf8")) as {
        guide?: Record<string, string>;
      };
      const missing = KEYS.filter((key) => typeof guide[key] !== "string");
      if (missing.length > 0) throw new Error(`${file}: the "guide" section lacks ${missing.join(", ")}`);
      return { lang, messages: guide as GuideMessages };
    })
    .sort((a, b) => (a.lang === "en" ? -1 : b.lang === "en" ? 1 : a.lang.localeCompare(b.lang)));
}
