import { type DefaultTheme, defineConfig, type LocaleConfig } from "vitepress";
import { type GuideMessages, guideMessages } from "./guide-messages";
import { GUIDE_GROUPS } from "./guide-pages";

/** Where the product serves the guide (api-mock mounts the build output there). */
const BASE = "/help/";

/** The navigation of one language: the pages are the English ones, their titles and the theme's labels translated. */
function themeFor(prefix: string, m: GuideMessages): DefaultTheme.Config {
  return {
    nav: [
      { text: m.home, link: `${prefix}/` },
      // "/../" leaves the guide for the app; target keeps VitePress's router from opening it as a guide page.
      { text: m.backToApp, link: "/../", target: "_self" },
    ],
    sidebar: GUIDE_GROUPS.map((group) => ({
      text: m[group.titleKey],
      items: group.pages.map((page) => ({ text: m[page.titleKey], link: `${prefix}/${page.file}` })),
    })),
    outline: { level: [2, 3], label: m.outline },
    docFooter: { prev: m.previous, next: m.next },
    darkModeSwitchLabel: m.appearance,
    lightModeSwitchTitle: m.lightMode,
    darkModeSwitchTitle: m.darkMode,
    sidebarMenuLabel: m.menu,
    returnToTopLabel: m.returnToTop,
    langMenuLabel: m.changeLanguage,
    skipToContentLabel: m.skipToContent,
  };
}

/** The local search's own labels, per language. */
function searchTranslations(m: GuideMessages): DefaultTheme.LocalSearchOptions["translations"] {
  return {
    button: { buttonText: m.search, buttonAriaLabel: m.search },
    modal: {
      displayDetails: m.search,
      resetButtonTitle: m.resetSearch,
      backButtonTitle: m.previous,
      noResultsText: m.noResults,
      footer: { selectText: m.toSelect, navigateText: m.toNavigate, closeText: m.toClose },
    },
  };
}

const languages = guideMessages();
const locales: LocaleConfig<DefaultTheme.Config> = {};
const searchLocales: NonNullable<DefaultTheme.LocalSearchOptions["locales"]> = {};
for (const { lang, messages } of languages) {
  const key = lang === "en" ? "root" : lang;
  const prefix = lang === "en" ? "" : `/${lang}`;
  locales[key] = {
    label: messages.languageName,
    lang,
    link: `${prefix}/`,
    title: messages.title,
    description: messages.description,
    themeConfig: themeFor(prefix, messages),
  };
  searchLocales[key] = { translations: searchTranslations(messages) };
}

/**
 * The user guide: English pages (this folder), the navigation in every language of the app (`[lang]/` repeats
 * the pages under each language's prefix). Built into docs/dist/help, served by the product at /help.
 */
export default defineConfig({
  base: BASE,
  outDir: "../dist/help",
  cacheDir: "../../node_modules/.cache/vitepress",
  lastUpdated: false,
  // The site's data goes into a script file instead of the page, so fewer inline scripts need a CSP hash.
  metaChunk: true,
  // Switching the colour scheme would otherwise add a <style> element to stop transitions meanwhile, which the
  // server's policy (no inline style) refuses.
  appearance: { disableTransition: false },
  locales,
  themeConfig: {
    search: { provider: "local", options: { locales: searchLocales } },
  },
});
