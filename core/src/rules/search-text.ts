/**
 * Core spec 5 "Search": the form every searched and typed text is compared in, the same for the catalogue's
 * search on the server and the search inside a list in the browser (online and offline alike).
 */

/** Lower case without diacritics ("Cáleo" compares as "caleo"). */
export function normalizeText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Part numbers and GTINs compared without case, spaces or dashes ("MP 00123" = "mp00123"). */
export function normalizeIdentifier(text: string): string {
  return normalizeText(text).replace(/[\s\-./]+/g, "");
}

/**
 * Search text as comparable tokens: normalised, split at anything that is not a letter or digit
 * ("SpO2 sensor, 2.5 m" => spo2, sensor, 2, 5, m).
 */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== "");
}
