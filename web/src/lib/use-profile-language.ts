import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage, toLanguage } from "./i18n";

/**
 * Issue 9 item 7: once the profile is known (after sign-in), the UI speaks the profile's language instead of the
 * browser's. It runs again only when the profile's language changes, so a language chosen on the settings screen
 * (which switches at once) is not undone by the cached profile.
 */
export function useProfileLanguage(languageShortcut: string | null | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!languageShortcut) return;
    const language = toLanguage(languageShortcut);
    if (i18n.language !== language) void changeLanguage(i18n, language);
  }, [i18n, languageShortcut]);
}
