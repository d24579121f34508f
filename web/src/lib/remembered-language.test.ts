import { beforeEach, describe, expect, it } from "vitest";
import { rememberedLanguage, rememberLanguage } from "./remembered-language";

describe("remembered profile language", () => {
  beforeEach(() => localStorage.clear());

  it("is null until a profile language is remembered, then that language", () => {
    expect(rememberedLanguage()).toBeNull();
    rememberLanguage("ja");
    expect(rememberedLanguage()).toBe("ja");
  });

  it("ignores a stored value that is no interface language", () => {
    localStorage.setItem("catalogue.language", "xx");
    expect(rememberedLanguage()).toBeNull();
  });

  it("survives storage that throws (blocked cookies and site data)", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(() => rememberLanguage("de", blocked)).not.toThrow();
    expect(rememberedLanguage(blocked)).toBeNull();
  });
});
