import { isLanguage, type Language } from "@catalogue/core/i18n";

const LANGUAGE_KEY = "catalogue.language";

/**
 * The last profile language this browser showed, so the first paint of the next visit speaks it instead
 * of the browser's language (which the profile replaced a moment later). Null when none is remembered or
 * storage is blocked.
 */
export function rememberedLanguage(storage: Pick<Storage, "getItem"> = localStorage): Language | null {
  try {
    const stored = storage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the profile's language for the next first paint; blocked storage only loses the hint. */
export function rememberLanguage(language: Language, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage disabled or full: the next visit starts in the browser's language, as before.
  }
}
