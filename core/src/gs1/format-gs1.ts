import { APPLICATION_IDENTIFIERS, type ApplicationIdentifier } from "./application-identifiers";
import { GROUP_SEPARATOR, type Gs1Code } from "./parse-gs1";

/** The two ways an element string is written: as printed under a barcode, or as a scanner sends it. */
export type Gs1Style = "bracketed" | "raw";

const toYymmdd = (iso: string) => iso.slice(2).replaceAll("-", "");

/**
 * GS1 3.2: a code as an element string, its fields in `order` (GTIN first by default). Raw strings put a group
 * separator after every variable-length field but the last, as GS1 5.4.3 asks.
 */
export function gs1ElementString(
  code: Gs1Code,
  style: Gs1Style,
  order: readonly ApplicationIdentifier[] = ["01", "11", "17", "10", "21"],
): string {
  const present = order.flatMap((ai) => {
    const field = APPLICATION_IDENTIFIERS[ai].field;
    const value = code[field];
    if (value === undefined) return [];
    return [{ ai, value: field.endsWith("Date") ? toYymmdd(value) : value }];
  });
  if (style === "bracketed") return present.map(({ ai, value }) => `(${ai})${value}`).join("");
  return present
    .map(({ ai, value }, index) => {
      const variable = !("length" in APPLICATION_IDENTIFIERS[ai]);
      return `${ai}${value}${variable && index < present.length - 1 ? GROUP_SEPARATOR : ""}`;
    })
    .join("");
}
