import { MAKER_EMAIL_DOMAIN, makerEmail } from "@catalogue/core/rules";

/** The addresses typed into the recipients field: separated by commas, semicolons or spaces; blanks dropped. */
export function parseRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== "");
}

/** One refused address and the translation key of why (core's e-mail rule). */
export type RecipientError = { address: string; messageKey: string };

/** Core spec 5: the first address the maker's domain rule refuses, or null when all may be sent to. */
export function firstRecipientError(addresses: readonly string[]): RecipientError | null {
  const rule = makerEmail(MAKER_EMAIL_DOMAIN);
  for (const address of addresses) {
    const parsed = rule.safeParse(address);
    if (!parsed.success)
      return { address, messageKey: parsed.error.issues[0]?.message ?? "validation.invalidEmail" };
  }
  return null;
}

/**
 * Supplement 3: the history addresses to offer: not typed yet (any case), starting with what is being typed (the
 * text after the last separator), at most `limit`.
 */
export function recipientSuggestions(history: readonly string[], text: string, limit = 5): string[] {
  const typed = new Set(parseRecipients(text).map((address) => address.toLowerCase()));
  const partial = /[\s,;]$/.test(text) ? "" : (text.split(/[\s,;]+/).at(-1) ?? "").toLowerCase();
  return history
    .filter((address) => !typed.has(address.toLowerCase()) || address.toLowerCase() === partial)
    .filter((address) => address.toLowerCase().startsWith(partial) && address.toLowerCase() !== partial)
    .slice(0, limit);
}

/** The recipients text with `address` in place of the part being typed. */
export function withSuggestion(text: string, address: string): string {
  const kept =
    /[\s,;]$/.test(text) || text === "" ? parseRecipients(text) : parseRecipients(text).slice(0, -1);
  return `${[...kept, address].join(", ")}, `;
}
