import { LANGUAGES } from "../constants";
import type { Language } from "./resources";

/**
 * Core spec 1: the text names one of the interface languages. For values from outside (a browser tag's first
 * letters, stored settings, a query parameter) that are not worth a zod parse on the first paint.
 */
export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly (string | null | undefined)[]).includes(value);
}
