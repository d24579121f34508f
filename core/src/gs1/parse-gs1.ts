import {
  APPLICATION_IDENTIFIERS,
  type ApplicationIdentifier,
  isKnownIdentifier,
} from "./application-identifiers";
import { isValidGtin, toGtin14 } from "./gtin";

/** What a scanned or typed GS1 code says about a product: its GTIN and, from a UDI label, dates, lot and serial. */
export interface Gs1Code {
  /** The trade item's GTIN as 14 digits (AI 01). */
  readonly gtin: string;
  /** ISO date (AI 17). */
  readonly expiryDate?: string;
  /** ISO date (AI 11). */
  readonly productionDate?: string;
  /** Batch or lot number (AI 10). */
  readonly lot?: string;
  /** Serial number (AI 21). */
  readonly serial?: string;
}

/** GS1 5.4.3: ends a variable-length field in a raw element string (FNC1 transmitted as ASCII 29). */
export const GROUP_SEPARATOR = "\u001d";

// ISO/IEC 15424 symbology identifiers a scanner may put in front: GS1-128, GS1 DataMatrix, DataBar, QR, DotCode.
const SYMBOLOGY_IDENTIFIER = /^\](C1|d2|e0|Q3|J1)/;
// Scanners and people write the invisible separator in several ways.
const WRITTEN_SEPARATORS = /<GS>|\{GS\}|\\x1d|\\u001d/gi;

type Fields = { -readonly [K in keyof Gs1Code]?: string };

/**
 * Reads a GS1 code as a scanner or a person gives it: a bare GTIN-8/12/13/14, an element string with bracketed
 * application identifiers ("(01)04012345000017(17)271231(10)A1"), or a raw one with group separators, with or
 * without a symbology identifier. Null when it holds no valid GTIN or a field is malformed.
 * `referenceYear` places two-digit years (GS1 7.12); by default, this year.
 */
export function parseGs1Code(input: string, referenceYear = new Date().getFullYear()): Gs1Code | null {
  const text = input.trim().replace(SYMBOLOGY_IDENTIFIER, "").replace(WRITTEN_SEPARATORS, GROUP_SEPARATOR);
  if (isValidGtin(text)) return { gtin: toGtin14(text) };
  const raw = text.startsWith("(") ? readBracketed(text) : readRaw(text);
  return raw ? validated(raw, referenceYear) : null;
}

/** "(01)...(17)...": each identifier in brackets, each value up to the next bracket. */
function readBracketed(text: string): Map<ApplicationIdentifier, string> | null {
  const fields = new Map<ApplicationIdentifier, string>();
  const pattern = /\((\d{2,4})\)([^(]*)/gy;
  let consumed = 0;
  for (const [whole, ai = "", value = ""] of text.matchAll(pattern)) {
    consumed += whole.length;
    // Identifiers this reader does not use (a quantity, a price) are skipped; the brackets say where they end.
    if (isKnownIdentifier(ai)) fields.set(ai, value.replaceAll(GROUP_SEPARATOR, "").trim());
  }
  return consumed === text.length ? fields : null;
}

/** "0104012345000017172712311..": fixed lengths from the table, variable ones end at a separator. */
function readRaw(text: string): Map<ApplicationIdentifier, string> | null {
  const fields = new Map<ApplicationIdentifier, string>();
  let at = 0;
  while (at < text.length) {
    if (text[at] === GROUP_SEPARATOR) {
      at += 1;
      continue;
    }
    const ai = text.slice(at, at + 2);
    // Without the table's length an unknown identifier cannot be skipped: the rest cannot be read.
    if (!isKnownIdentifier(ai)) return null;
    const spec = APPLICATION_IDENTIFIERS[ai];
    const start = at + 2;
    const end = "length" in spec ? start + spec.length : endOfVariable(text, start, spec.maxLength);
    fields.set(ai, text.slice(start, end));
    at = end;
  }
  return fields;
}

function endOfVariable(text: string, start: number, maxLength: number): number {
  const separator = text.indexOf(GROUP_SEPARATOR, start);
  const end = separator === -1 ? text.length : separator;
  return Math.min(end, start + maxLength);
}

function validated(fields: Map<ApplicationIdentifier, string>, referenceYear: number): Gs1Code | null {
  const result: Fields = {};
  for (const [ai, value] of fields) {
    const spec = APPLICATION_IDENTIFIERS[ai];
    if (spec.field === "gtin") {
      if (!isValidGtin(value) || value.length !== 14) return null;
      result.gtin = value;
    } else if (spec.field === "expiryDate" || spec.field === "productionDate") {
      const date = gs1Date(value, referenceYear);
      if (!date) return null;
      result[spec.field] = date;
    } else {
      // GS1 7.11: lot and serial are alphanumeric from GS1's character set 82, never empty.
      if (!/^[!"%-?A-Z_a-z]{1,20}$/.test(value)) return null;
      result[spec.field] = value;
    }
  }
  return result.gtin ? (result as Gs1Code) : null;
}

/**
 * GS1 7.12: a YYMMDD date. The century puts the year within 49 years before and 50 after the reference year;
 * day 00 means the month's last day.
 */
export function gs1Date(yymmdd: string, referenceYear: number): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const [yy, month, day] = [0, 2, 4].map((at) => Number(yymmdd.slice(at, at + 2))) as [
    number,
    number,
    number,
  ];
  const century = Math.floor(referenceYear / 100) * 100;
  const candidates = [century - 100 + yy, century + yy, century + 100 + yy];
  const year = candidates.find(
    (candidate) => candidate - referenceYear >= -49 && candidate - referenceYear <= 50,
  );
  if (year === undefined || month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${year}-${pad(month)}-${pad(day === 0 ? lastDay : day)}`;
}
