import { PhaseOutStatus, StockAvailabilityStatus } from "@catalogue/core/model";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRY_FIELD, parseCountryText } from "./country-text-parser";

/** The rows of a country text as plain arrays of the parsed fields. */
function rowsOf(text: string): number[][] {
  const fields = new Float64Array(13);
  const rows: number[][] = [];
  parseCountryText(7, text, fields, () => rows.push([...fields]));
  return rows;
}

/** A decimal as PostgreSQL writes a number or numeric(14,2) as text. */
const decimalText = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String),
  fc
    .tuple(fc.bigInt({ min: -(10n ** 14n) + 1n, max: 10n ** 14n - 1n }), fc.constantFrom(0, 1, 2))
    .map(([units, scale]) => {
      const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, "0");
      const whole = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
      return units < 0n ? `-${whole}` : whole;
    }),
);

describe("parseCountryText", () => {
  it("reads each row's fields: empty ones as NaN, the statuses as their enum index, the clearance as 1 or 0", () => {
    const rows = rowsOf(
      "0,1,12.50,10,9.99,,,,AVAILABLE,,,AVAILABLE,1;49,2,3,4,5,6.5,6,7,SHIP_HOLD,12,3,PHASED_OUT,0",
    );

    expect(rows).toHaveLength(2);
    expect(rows[0]?.slice(0, 8)).toEqual([0, 1, 12.5, 10, 9.99, Number.NaN, Number.NaN, Number.NaN]);
    expect(rows[0]?.[COUNTRY_FIELD.stockStatus]).toBe(0);
    expect(rows[0]?.[COUNTRY_FIELD.quantity]).toBeNaN();
    expect(rows[0]?.[COUNTRY_FIELD.marketClearance]).toBe(1);
    expect(rows[1]).toEqual([49, 2, 3, 4, 5, 6.5, 6, 7, 3, 12, 3, 3, 0]);
  });

  it("gives -1 for a status text core does not know", () => {
    const [row] = rowsOf("0,1,1,1,1,,,,SOLD_OUT,,,AVAILABLE,1");

    expect(row?.[COUNTRY_FIELD.stockStatus]).toBe(-1);
  });

  it("refuses a row with a field too many or too few", () => {
    expect(() => rowsOf("0,1,2,3,4,,,,AVAILABLE,,,AVAILABLE,1,extra")).toThrow(/product 7 has not 13 fields/);
    expect(() => rowsOf("0,1,2,3,4,,,,AVAILABLE,,,AVAILABLE;0,1,2,3,4,,,,AVAILABLE,,,AVAILABLE,1")).toThrow(
      /13 fields/,
    );
  });

  it("reads any decimal PostgreSQL writes as Number reads it", () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const [row] = rowsOf(`0,1,${text},1,1,,,,AVAILABLE,,,AVAILABLE,1`);

        expect(row?.[COUNTRY_FIELD.localListPrice]).toBe(Number(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("gives back every row of any text of rows, field by field", () => {
    const nullable = fc.option(decimalText, { nil: "" });
    const row = fc.tuple(
      fc.tuple(fc.nat(1000).map(String), fc.nat(50).map(String), decimalText, decimalText, decimalText),
      fc.tuple(nullable, nullable, nullable, fc.constantFrom(...StockAvailabilityStatus.options)),
      fc.tuple(nullable, nullable, fc.constantFrom(...PhaseOutStatus.options), fc.constantFrom("0", "1")),
    );
    const asNumber = (text: string) => (text === "" ? Number.NaN : Number(text));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 14 }), (rows) => {
        const texts = rows.map((parts) => parts.flat().join(","));

        expect(rowsOf(texts.join(";"))).toEqual(
          rows.map(
            ([numbers, [ggpUnit, ggpLower, ggpUpper, stock], [quantity, critical, phaseOut, cleared]]) => [
              ...numbers.map(asNumber),
              ...[ggpUnit, ggpLower, ggpUpper].map(asNumber),
              StockAvailabilityStatus.options.indexOf(stock),
              asNumber(quantity),
              asNumber(critical),
              PhaseOutStatus.options.indexOf(phaseOut),
              Number(cleared),
            ],
          ),
        );
      }),
    );
  });
});
