import { isDraftCountryAllowed, isDraftCurrencyAllowed } from "./list-currency";

/** Supplement 4 / core spec 5: why a user may not start or work on a draft. */
export type DraftMismatch = "DRAFT_CURRENCY_MISMATCH" | "DRAFT_COUNTRY_MISMATCH";

/**
 * Supplement 4: what start-draft makes of a country list for a user.
 * - `draft`: the list's own draft (one per list); publishing it replaces the list.
 * - `copy`: the list belongs to another country than the user's, so the user gets a draft copy in their own
 *   country; publishing it makes a new country list and leaves the other country's list as it was.
 * - `refused`: the currency differs, or the user has no country setting for a draft to belong to.
 */
export type DraftStart<Id> =
  | { readonly kind: "draft" }
  | { readonly kind: "copy"; readonly countryId: Id }
  | { readonly kind: "refused"; readonly resultKey: DraftMismatch };

interface DraftList<Id> {
  readonly currency: string;
  readonly countryId: Id | null;
}
interface DraftUser<Id> {
  readonly currencyShortcut: string | null;
  readonly countryId: Id | null;
}

/**
 * Supplement 4: a draft's list country must match the user's country setting and the user's currency must match
 * the draft list's currency. Checked on every write to an existing draft (the user may have changed their
 * country or currency since the draft was started); currency first, as at start.
 */
export function draftMismatch<Id>(draft: DraftList<Id>, user: DraftUser<Id>): DraftMismatch | undefined {
  if (!isDraftCurrencyAllowed(draft, user.currencyShortcut)) return "DRAFT_CURRENCY_MISMATCH";
  if (!isDraftCountryAllowed(draft, user.countryId)) return "DRAFT_COUNTRY_MISMATCH";
  return undefined;
}

/**
 * Supplement 4 ("A draft list of another country gives a draft copy"): the list's own draft when it is in the
 * user's country; a draft copy in the user's country when it is another country's; refused in another currency
 * or for a user without a country. Whatever is started passes `draftMismatch` for the same user.
 */
export function draftStartOf<Id>(list: DraftList<Id>, user: DraftUser<Id>): DraftStart<Id> {
  if (!isDraftCurrencyAllowed(list, user.currencyShortcut)) {
    return { kind: "refused", resultKey: "DRAFT_CURRENCY_MISMATCH" };
  }
  if (user.countryId === null) return { kind: "refused", resultKey: "DRAFT_COUNTRY_MISMATCH" };
  if (isDraftCountryAllowed(list, user.countryId)) return { kind: "draft" };
  return { kind: "copy", countryId: user.countryId };
}
