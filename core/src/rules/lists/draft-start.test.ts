import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyArbitrary } from "../../testing/index";
import { draftMismatch, draftStartOf } from "./draft-start";

const countryArbitrary = fc.option(fc.constantFrom(49, 43, 41, 33), { nil: null });
const listArbitrary = fc.record({ currency: currencyArbitrary, countryId: countryArbitrary });
const userArbitrary = fc.record({
  currencyShortcut: fc.option(currencyArbitrary, { nil: null }),
  countryId: countryArbitrary,
});

describe("start-draft: the list's draft, a draft copy, or refused", () => {
  it("drafts a list of the user's own country and currency", () => {
    expect(
      draftStartOf({ currency: "EUR", countryId: 49 }, { currencyShortcut: "EUR", countryId: 49 }),
    ).toEqual({
      kind: "draft",
    });
  });

  it("gives a draft copy in the user's country for a list of another country", () => {
    expect(
      draftStartOf({ currency: "EUR", countryId: 49 }, { currencyShortcut: "EUR", countryId: 43 }),
    ).toEqual({
      kind: "copy",
      countryId: 43,
    });
  });

  it("refuses another currency (before looking at the country) and a user without a country", () => {
    expect(
      draftStartOf({ currency: "CHF", countryId: 49 }, { currencyShortcut: "EUR", countryId: 43 }),
    ).toEqual({
      kind: "refused",
      resultKey: "DRAFT_CURRENCY_MISMATCH",
    });
    expect(
      draftStartOf({ currency: "EUR", countryId: 49 }, { currencyShortcut: "EUR", countryId: null }),
    ).toEqual({
      kind: "refused",
      resultKey: "DRAFT_COUNTRY_MISMATCH",
    });
  });

  it("names the mismatch of an existing draft: currency first, then country", () => {
    const draft = { currency: "EUR", countryId: 49 };
    expect(draftMismatch(draft, { currencyShortcut: "EUR", countryId: 49 })).toBeUndefined();
    expect(draftMismatch(draft, { currencyShortcut: "EUR", countryId: 43 })).toBe("DRAFT_COUNTRY_MISMATCH");
    expect(draftMismatch(draft, { currencyShortcut: "USD", countryId: 43 })).toBe("DRAFT_CURRENCY_MISMATCH");
  });
});

describe("start-draft, stated in other words", () => {
  it("whatever start-draft makes, its owner may work on it; a refusal is exactly a currency or no-country case", () => {
    fc.assert(
      fc.property(listArbitrary, userArbitrary, (list, user) => {
        const start = draftStartOf(list, user);
        const refused = list.currency !== user.currencyShortcut || user.countryId === null;
        expect(start.kind === "refused").toBe(refused);
        if (start.kind === "draft") expect(draftMismatch(list, user)).toBeUndefined();
        if (start.kind === "copy") {
          expect(list.countryId).not.toBe(user.countryId);
          expect(draftMismatch({ ...list, countryId: start.countryId }, user)).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a list's own draft is started exactly when the list passes the draft checks for the user", () => {
    fc.assert(
      fc.property(listArbitrary, userArbitrary, (list, user) => {
        expect(draftStartOf(list, user).kind === "draft").toBe(draftMismatch(list, user) === undefined);
      }),
      { numRuns: 300 },
    );
  });
});
