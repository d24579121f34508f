import { describe, expect, it } from "vitest";
import { ROUTES } from "../access/route-table";
import { MENU_ENTRIES } from "../access/side-menu";
import { ERROR_CATALOGUE } from "../api/error-catalogue";
import { ApiErrorMessage, RESULT_KEY_MESSAGES } from "../api/error-messages";
import { LANGUAGES } from "../constants";
import { ValidationMessage } from "../rules/validation-messages";
import { messageText } from "../testing/messages";

// Architecture 4: every key the rules, the error policy, the route table and the menu hand to web and cli.
const usedKeys = [
  ...Object.values(ValidationMessage),
  ...Object.values(ApiErrorMessage),
  ...Object.values(RESULT_KEY_MESSAGES),
  ...ERROR_CATALOGUE.flatMap((entry) => (entry.reaction.kind === "toast" ? [entry.reaction.messageKey] : [])),
  ...ROUTES.map((route) => route.titleKey),
  ...MENU_ENTRIES.map((entry) => entry.labelKey),
];

describe("keys used by core (architecture 4)", () => {
  it.each(LANGUAGES)("are all translated in %s", (lang) => {
    expect(usedKeys.filter((key) => !messageText(lang, key))).toEqual([]);
  });

  it("keep the specification's own wording in English", () => {
    expect(messageText("en", ValidationMessage.required)).toBe("This field cannot be empty");
    expect(messageText("en", ValidationMessage.shareSubregionWithoutCountry)).toBe(
      "At least one of the subregions has no country assigned. Please assign a country or remove this subregion.",
    );
    expect(messageText("en", ValidationMessage.scpCompanyRequired)).toBe(
      "Company is required to activate account",
    );
    expect(messageText("en", ValidationMessage.scpCountryRequired)).toBe(
      "A user needs access to at least one country to activate an account",
    );
    expect(messageText("en", "routes.searchResults")).toBe("All Products");
  });

  it("are real translations, not English copies, for the sentences", () => {
    const english = messageText("en", ValidationMessage.shareSubregionWithoutCountry);
    for (const lang of LANGUAGES.filter((l) => l !== "en"))
      expect(messageText(lang, ValidationMessage.shareSubregionWithoutCountry), lang).not.toBe(english);
  });
});
