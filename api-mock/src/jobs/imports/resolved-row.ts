/** A valid import row with its references (part number, country, currency) resolved to ids. */
export interface Resolved {
  line: number;
  row: Record<string, unknown>;
  productId: number;
  countryId: number;
  currencyId: number;
}
