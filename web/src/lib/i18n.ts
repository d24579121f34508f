import { isLanguage, type Language, type Messages, messages } from "@catalogue/core/i18n";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { rememberLanguage } from "./remembered-language";

// Core spec 1: every language, English included, is a chunk of its own fetched when chosen (before the first
// paint), which keeps the finder route inside its JS budget.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import("@catalogue/core/i18n/locales/en.json"),
  de: () => import("@catalogue/core/i18n/locales/de.json"),
  es: () => import("@catalogue/core/i18n/locales/es.json"),
  fr: () => import("@catalogue/core/i18n/locales/fr.json"),
  it: () => import("@catalogue/core/i18n/locales/it.json"),
  ja: () => import("@catalogue/core/i18n/locales/ja.json"),
  pt: () => import("@catalogue/core/i18n/locales/pt.json"),
  zh: () => import("@catalogue/core/i18n/locales/zh.json"),
  tr: () => import("@catalogue/core/i18n/locales/tr.json"),
  id: () => import("@catalogue/core/i18n/locales/id.json"),
  ru: () => import("@catalogue/core/i18n/locales/ru.json"),
};

/** Core spec 1: the supported language for a browser tag such as "de-CH", English when unsupported. */
export function toLanguage(tag: string | undefined): Language {
  const code = (tag ?? "").slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : "en";
}

function baseOptions(language: string) {
  return {
    lng: language,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    initAsync: false,
  } as const;
}

/**
 * Keeps `<html lang>` on the language in force, however it was switched: the browser hyphenates (the global
 * `hyphens: auto`) and screen readers pronounce by it.
 */
function followDocumentLanguage(instance: i18n): void {
  instance.on("languageChanged", setDocumentLanguage);
}

/** Sets `<html lang>` only when it changes (a same-value write is still a mutation observers see). */
function setDocumentLanguage(language: string): void {
  if (typeof document === "undefined" || !language) return;
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/** Core spec 1: starts i18next with all 11 languages in memory; for tests and Storybook, where size is no issue. */
export function createI18n(language = "en"): i18n {
  const instance = i18next.createInstance();
  followDocumentLanguage(instance);
  void instance.use(initReactI18next).init({
    ...baseOptions(language),
    resources: Object.fromEntries(
      Object.entries(messages).map(([lang, tree]) => [lang, { translation: tree }]),
    ),
  });
  return instance;
}

/** Core spec 1: starts i18next for the app with no texts; `changeLanguage` fetches the first language's. */
export async function createAppI18n(language: Language = "en"): Promise<i18n> {
  const instance = i18next.createInstance();
  // Every locale is complete (core's locale tests), so no English fallback has to be loaded beside another one.
  await instance.use(initReactI18next).init({ ...baseOptions(language), fallbackLng: false, resources: {} });
  await changeLanguage(instance, language, { remember: false });
  // From now on; the start itself sets `<html lang>` exactly once (the first paint's language).
  followDocumentLanguage(instance);
  return instance;
}

/**
 * Core spec 1: fetches a language's texts when not yet loaded, switches to it and sets `<html lang>`. Every
 * switch after the start is the profile's language (loaded, or chosen in settings or onboarding): it is
 * remembered for the next visit's first paint.
 */
export async function changeLanguage(
  instance: i18n,
  language: Language,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  if (remember) rememberLanguage(language);
  if (!instance.hasResourceBundle(language, "translation")) {
    const module = await loaders[language]();
    instance.addResourceBundle(language, "translation", module.default, true, true);
  }
  await instance.changeLanguage(language);
  // Always written here, even when unchanged: the start's write is the one first-paint checks observe.
  if (typeof document !== "undefined") document.documentElement.lang = language;
}
