import { describe, expect, it } from "vitest";
import { firstRecipientError, parseRecipients, recipientSuggestions, withSuggestion } from "./recipients";

const HISTORY = ["anna@catalogue.example", "ben@catalogue.example", "Boss@catalogue.example"];

describe("recipients", () => {
  it("splits the typed addresses at commas, semicolons and spaces", () => {
    expect(parseRecipients(" a@catalogue.example,b@catalogue.example; c@catalogue.example  ")).toEqual([
      "a@catalogue.example",
      "b@catalogue.example",
      "c@catalogue.example",
    ]);
  });

  it("refuses an address outside the maker's domain with the domain message", () => {
    expect(firstRecipientError(["ok@catalogue.example", "x@gmail.example"])).toEqual({
      address: "x@gmail.example",
      messageKey: "validation.emailDomain",
    });
    expect(firstRecipientError(["not-an-address"])?.messageKey).toBe("validation.invalidEmail");
    expect(firstRecipientError(["OK@Catalogue.Example"])).toBeNull();
  });

  it("suggests history addresses that start with the part being typed and are not chosen yet", () => {
    expect(recipientSuggestions(HISTORY, "")).toEqual(HISTORY);
    expect(recipientSuggestions(HISTORY, "b")).toEqual(["ben@catalogue.example", "Boss@catalogue.example"]);
    expect(recipientSuggestions(HISTORY, "boss@catalogue.example, ")).toEqual([
      "anna@catalogue.example",
      "ben@catalogue.example",
    ]);
  });

  it("puts a chosen suggestion in place of the part being typed", () => {
    expect(withSuggestion("anna@catalogue.example, be", "ben@catalogue.example")).toBe(
      "anna@catalogue.example, ben@catalogue.example, ",
    );
    expect(withSuggestion("", "ben@catalogue.example")).toBe("ben@catalogue.example, ");
  });
});
