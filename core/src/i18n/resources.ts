import type { LANGUAGES } from "../constants";
import de from "./locales/de.json";
import en from "./locales/en.json";
import es from "./locales/es.json";
import fr from "./locales/fr.json";
import id from "./locales/id.json";
import it from "./locales/it.json";
import ja from "./locales/ja.json";
import pt from "./locales/pt.json";
import ru from "./locales/ru.json";
import tr from "./locales/tr.json";
import zh from "./locales/zh.json";

/** Core spec 1: one language of the interface. */
export type Language = (typeof LANGUAGES)[number];

/** i18next plural suffixes; which of them a language has depends on its CLDR plural rules. */
type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";

/** A catalogue without its plural forms: the part whose shape is the same in every language. */
type WithoutPlurals<T> = {
  [K in keyof T as K extends `${string}_${PluralSuffix}` ? never : K]: T[K] extends string
    ? T[K]
    : WithoutPlurals<T[K]>;
};

/**
 * The message catalogue of one language: nested keys, English as the shape every other language follows. Plural
 * keys differ per language (ru has `_few`, ja only `_other`), so the type leaves them out; a test checks them.
 */
export type Messages = WithoutPlurals<typeof en>;

/** Every interface text in the 11 languages, as i18next resources (namespace "translation"). */
export const messages: Record<Language, Messages> = { en, de, es, fr, it, ja, pt, zh, tr, id, ru };
