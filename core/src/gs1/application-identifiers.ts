/**
 * GS1 General Specifications 3.2: the application identifiers a medical device's label (UDI, GS1 DataMatrix or
 * GS1-128) carries, with their data lengths. Fixed-length ones need no separator; a variable-length one ends at
 * a group separator (FNC1, ASCII 29) or at the end of the code.
 */
export const APPLICATION_IDENTIFIERS = {
  "01": { field: "gtin", length: 14 },
  "11": { field: "productionDate", length: 6 },
  "17": { field: "expiryDate", length: 6 },
  "10": { field: "lot", maxLength: 20 },
  "21": { field: "serial", maxLength: 20 },
} as const;

/** An application identifier this parser reads. */
export type ApplicationIdentifier = keyof typeof APPLICATION_IDENTIFIERS;

/** The fields a GS1 code yields. */
export type Gs1Field = (typeof APPLICATION_IDENTIFIERS)[ApplicationIdentifier]["field"];

/** Whether `ai` is one of the application identifiers above. */
export function isKnownIdentifier(ai: string): ai is ApplicationIdentifier {
  return Object.hasOwn(APPLICATION_IDENTIFIERS, ai);
}
