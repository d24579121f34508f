import { isLanguage, type Language } from "@catalogue/core/i18n";
import { readStored, writeStored } from "./safe-storage";

const LANGUAGE_KEY = "catalogue.language";

/**
 * The last profile language this browser showed, so the first paint of the next visit speaks it instead
 * of the browser's language (which the profile replaced a moment later). Null when none is remembered or
 * storage is blocked.
 */
export function rememberedLanguage(storage?: Pick<Storage, "getItem">): Language | null {
  const stored = readStored(LANGUAGE_KEY, storage);
  return isLanguage(stored) ? stored : null;
}

/** Remembers the profile's language for the next first paint; blocked storage only loses the hint. */
export function rememberLanguage(language: Language, storage?: Pick<Storage, "setItem">): void {
  // Storage disabled or full: the next visit starts in the browser's language, as before.
  writeStored(LANGUAGE_KEY, language, storage);
}
