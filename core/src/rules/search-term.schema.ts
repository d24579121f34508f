import * as z from "zod";
import { AUTOCOMPLETE_MIN_CHARS, SEARCH_INPUT_MAX } from "../constants";
import { ValidationMessage } from "./validation-messages";

/** Core spec 5 "Search": the search input holds at most 100 characters (the raw input, before trimming). */
export const SearchTerm = z.string().max(SEARCH_INPUT_MAX, { error: ValidationMessage.maxLength });
export type SearchTerm = z.infer<typeof SearchTerm>;

/** Core spec 5 "Search": autocomplete starts once the trimmed term has 3 or more characters. */
export function isAutocompleteTerm(term: string): boolean {
  return term.trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

/** Core spec 5 "Search": an empty or blank term is never saved to the search history. */
export function isHistoryTerm(term: string): boolean {
  return term.trim().length > 0;
}
