import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../constants";
import { messages } from "./resources";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// Plural suffixes differ by language (CLDR), so keys are compared by their base name.
const base = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, "");
const placeholders = (text: string): string[] =>
  [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1] ?? "").sort();

describe("locales", () => {
  const english = flatten(messages.en as Tree);

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has every English key and no extra ones", (lang) => {
    const keys = new Set([...flatten(messages[lang] as Tree).keys()].map(base));
    const englishKeys = new Set([...english.keys()].map(base));
    expect([...englishKeys].filter((k) => !keys.has(k))).toEqual([]);
    expect([...keys].filter((k) => !englishKeys.has(k))).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s uses the same placeholders as English", (lang) => {
    const own = flatten(messages[lang] as Tree);
    for (const [key, text] of own) {
      const englishText =
        english.get(key) ?? english.get(`${base(key)}_other`) ?? english.get(base(key)) ?? "";
      expect(placeholders(text), `${lang}: ${key}`).toEqual(placeholders(englishText));
    }
  });

  // i18next picks plural forms with Intl.PluralRules, so each plural key carries exactly the language's CLDR forms.
  it.each(LANGUAGES)("%s gives every plural key exactly its CLDR plural forms", (lang) => {
    const expected = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
    const forms = new Map<string, string[]>();
    for (const key of flatten(messages[lang] as Tree).keys()) {
      const suffix = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
      if (suffix) forms.set(base(key), [...(forms.get(base(key)) ?? []), suffix]);
    }
    for (const [key, found] of forms) expect(found.sort(), `${lang}: ${key}`).toEqual(expected);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has no empty text", (lang) => {
    for (const [key, text] of flatten(messages[lang] as Tree))
      expect(text.trim(), `${lang}: ${key}`).not.toBe("");
  });
});
