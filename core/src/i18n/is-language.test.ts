import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../constants";
import { isLanguage } from "./is-language";

describe("isLanguage (core spec 1)", () => {
  it.each(LANGUAGES)("knows %s", (language) => expect(isLanguage(language)).toBe(true));

  it.each(["", "EN", "de-CH", "nl", null, undefined])("refuses %s", (value) => {
    expect(isLanguage(value)).toBe(false);
  });
});
