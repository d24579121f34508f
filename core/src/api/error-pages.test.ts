import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../constants";
import { messageText } from "../testing/messages";
import { ERROR_PAGE_BACK_KEY, ERROR_PAGE_REFRESH_KEY, errorPageContent } from "./error-pages";

describe("errorPageContent (core spec 2.3)", () => {
  it("shows the draft variant of 403 only for source=draft", () => {
    expect(errorPageContent("403", "draft").titleKey).toBe("errorPages.draftForbidden.title");
    expect(errorPageContent("403").titleKey).toBe("errorPages.forbidden.title");
  });

  it("offers a refresh on the no-internet page only", () => {
    expect(errorPageContent("no-internet").showRefresh).toBe(true);
    expect(["403", "404", "464", "500"].some((code) => errorPageContent(code).showRefresh)).toBe(false);
  });

  it("falls back to the 500 page for an unknown or missing code", () => {
    expect(errorPageContent("418")).toEqual(errorPageContent("500"));
    expect(errorPageContent(null)).toEqual(errorPageContent("500"));
  });

  it.each(LANGUAGES)("has every text translated in %s", (lang) => {
    const keys = ["403", "404", "464", "500", "no-internet"].flatMap((code) => {
      const content = errorPageContent(code, code === "403" ? "draft" : null);
      return [content.titleKey, content.textKey];
    });
    const all = [...keys, errorPageContent("403").titleKey, ERROR_PAGE_BACK_KEY, ERROR_PAGE_REFRESH_KEY];
    expect(all.filter((key) => !messageText(lang, key))).toEqual([]);
  });
});
