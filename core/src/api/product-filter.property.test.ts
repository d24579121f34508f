import * as fc from "fast-check";
import { describe, it } from "vitest";
import { productFilterArbitrary } from "../testing/product-filter.arbitraries";
import { formatProductFilter, type ProductFilter, parseProductFilter } from "./product-filter";

describe("product filter codec properties", () => {
  it("round-trips any filter to the same set of values per key", () => {
    fc.assert(
      fc.property(productFilterArbitrary(), (filter) => {
        const parsed = parseProductFilter(formatProductFilter(filter));
        if (!parsed.ok) return false;
        return Object.entries(filter).every(([key, values]) => {
          const reread = parsed.filter[key as keyof ProductFilter] ?? [];
          return (
            new Set(values ?? []).size === reread.length && reread.every((v) => values?.includes(v as never))
          );
        });
      }),
      { numRuns: 300 },
    );
  });

  it("gives one spelling for filters that hold the same values in any order", () => {
    fc.assert(
      fc.property(productFilterArbitrary(), (filter) => {
        const reversed = Object.fromEntries(
          Object.entries(filter).map(([key, values]) => [key, values ? [...values].reverse() : values]),
        ) as ProductFilter;
        return formatProductFilter(reversed) === formatProductFilter(filter);
      }),
      { numRuns: 300 },
    );
  });

  it("is stable: formatting a parsed canonical string gives the string back", () => {
    fc.assert(
      fc.property(productFilterArbitrary(), (filter) => {
        const text = formatProductFilter(filter);
        const parsed = parseProductFilter(text);
        return parsed.ok && formatProductFilter(parsed.filter) === text;
      }),
      { numRuns: 300 },
    );
  });
});
