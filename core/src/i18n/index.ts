/** Interface texts of all 11 languages, shared by web and cli (architecture section 2, `i18n/`). */
export { isLanguage } from "./is-language";
export { type Language, type Messages, messages } from "./resources";
