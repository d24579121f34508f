import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** A country as the users screens show it: its id, its ISO shortcut and the name the API gives. */
export type CountryLike = { id: number; title: string; name: string };

/**
 * Core spec 1: country names in the user's language. Intl.DisplayNames knows the ISO shortcut; a shortcut it does
 * not know keeps the API's (English) name.
 */
export function countryNamer(language: string): (country: Pick<CountryLike, "title" | "name">) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
  } catch {
    names = null;
  }
  return (country) => {
    try {
      return names?.of(country.title) ?? country.name;
    } catch {
      return country.name;
    }
  };
}

/** The namer for the interface language, and countries sorted by that name. */
export function useCountryNames(countries: readonly CountryLike[] | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const nameOf = countryNamer(language);
    const sorted = [...(countries ?? [])]
      .map((country) => ({ ...country, label: nameOf(country) }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
    const byId = new Map(sorted.map((country) => [country.id, country.label]));
    return { sorted, nameOfId: (id: number | null) => (id === null ? "" : (byId.get(id) ?? "")) };
  }, [countries, language]);
}
