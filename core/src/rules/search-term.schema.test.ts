import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blankText, paddedText, visibleText } from "../testing/text.arbitraries";
import { isAutocompleteTerm, isHistoryTerm, SearchTerm } from "./search-term.schema";

const runs = { numRuns: 200 };

describe("search term (core spec 5 'Search')", () => {
  it("starts autocomplete at three trimmed characters, not at two", () => {
    expect(isAutocompleteTerm("  ab  ")).toBe(false);
    expect(isAutocompleteTerm(" abc")).toBe(true);
  });

  it("accepts a term of 100 characters and rejects one of 101 with the maximum message", () => {
    expect(SearchTerm.safeParse("x".repeat(100)).success).toBe(true);
    expect(SearchTerm.safeParse("x".repeat(101)).error?.issues[0]?.message).toBe("validation.maxLength");
  });

  it("property: surrounding blanks never change whether autocomplete starts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }).chain(paddedText), (term) => {
        const visible = term.replace(/\s/g, "").length;
        expect(isAutocompleteTerm(term)).toBe(visible >= 3);
      }),
      runs,
    );
  });

  it("property: a blank term is never saved to history, a visible one always is", () => {
    fc.assert(
      fc.property(blankText(), visibleText(1), (blank, visible) => {
        expect(isHistoryTerm(blank)).toBe(false);
        expect(isHistoryTerm(`${blank}${visible}${blank}`)).toBe(true);
      }),
      runs,
    );
  });
});
