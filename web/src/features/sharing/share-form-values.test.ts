import { describe, expect, it } from "vitest";
import { EMPTY_SHARE_FORM, validateShare } from "./share-form-values";

const colleague = { id: 4, name: "Ada", surname: "Lovelace", email: "ada@example.com" };

describe("validateShare (core spec 5, share dialog)", () => {
  it("asks for a note and a country on an empty country share", () => {
    expect(validateShare("countries", EMPTY_SHARE_FORM)).toEqual({
      note: "validation.required",
      targets: "validation.share.countryRequired",
    });
  });

  it("names the subregion without a country, even when another country is chosen", () => {
    const values = {
      ...EMPTY_SHARE_FORM,
      note: "For Q3",
      countryIds: [1],
      subregions: [{ subregionId: 9, countryIds: [] }],
    };
    expect(validateShare("countries", values)).toEqual({
      targets: "validation.share.subregionWithoutCountry",
    });
  });

  it("refuses a note of 251 characters and accepts 250", () => {
    const values = { ...EMPTY_SHARE_FORM, colleagues: [colleague] };
    expect(validateShare("colleagues", { ...values, note: "n".repeat(251) })).toEqual({
      note: "validation.maxLength",
    });
    expect(validateShare("colleagues", { ...values, note: "n".repeat(250) })).toEqual({});
  });

  it("needs a partner for a partner share, whatever colleagues were chosen", () => {
    const values = { ...EMPTY_SHARE_FORM, note: "Hi", colleagues: [colleague] };
    expect(validateShare("partners", values)).toEqual({ targets: "validation.share.userRequired" });
  });
});
