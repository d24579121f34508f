import { describe, expect, it } from "vitest";
import { changeLanguage, createAppI18n, createI18n, toLanguage } from "./i18n";
import { rememberedLanguage } from "./remembered-language";

describe("app i18n", () => {
  it("starts with English only, so other languages are not in the initial bundle", async () => {
    const i18n = await createAppI18n("en");
    expect(i18n.hasResourceBundle("en", "translation")).toBe(true);
    expect(i18n.hasResourceBundle("de", "translation")).toBe(false);
  });

  it("loads a language on demand, switches to it and sets the document language", async () => {
    const i18n = await createAppI18n("en");
    await changeLanguage(i18n, "de");
    expect(i18n.t("app.name")).toBe("Produktkatalog");
    expect(document.documentElement.lang).toBe("de");
  });

  it("keeps the document language in step however the language is switched", async () => {
    const i18n = createI18n("en");
    expect(document.documentElement.lang).toBe("en");
    await i18n.changeLanguage("de");
    expect(document.documentElement.lang).toBe("de");
    await i18n.changeLanguage("fr");
    expect(document.documentElement.lang).toBe("fr");
    // The app's instance too, when switched around `changeLanguage`.
    const app = await createAppI18n("en");
    expect(document.documentElement.lang).toBe("en");
    await app.changeLanguage("it");
    expect(document.documentElement.lang).toBe("it");
  });

  it("maps browser tags to a supported language and falls back to English", () => {
    expect(toLanguage("fr-CA")).toBe("fr");
    expect(toLanguage("nl-NL")).toBe("en");
    expect(toLanguage(undefined)).toBe("en");
  });

  it("remembers a language switched to, but not the language it started with", async () => {
    localStorage.clear();
    const i18n = await createAppI18n("fr");
    expect(rememberedLanguage()).toBeNull();
    await changeLanguage(i18n, "ja");
    expect(rememberedLanguage()).toBe("ja");
    localStorage.clear();
  });
});
