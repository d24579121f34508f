import { messages } from "@catalogue/core/i18n";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

/** Starts i18next with core's resources; every interface text is a key there. */
export function createI18n(language = "en"): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: "en",
    resources: Object.fromEntries(
      Object.entries(messages).map(([lang, tree]) => [lang, { translation: tree }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
