import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage, toLanguage } from "./i18n";
import { rememberLanguage } from "./remembered-language";

// The profile language last applied in this tab. The layout can remount (a suspending language switch does
// that) while its loader data still holds the old profile; applying a value only once keeps a language just
// chosen on the settings or onboarding screen from being switched back by that stale copy.
let applied: string | null = null;

/**
 * Once the profile is known (after sign-in), the UI speaks the profile's language instead of the
 * browser's; later changes of the profile's language (another user, a saved setting) apply again. The language
 * is remembered so that the next visit's first paint already uses it.
 */
export function useProfileLanguage(languageShortcut: string | null | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!languageShortcut || languageShortcut === applied) return;
    applied = languageShortcut;
    const language = toLanguage(languageShortcut);
    rememberLanguage(language);
    if (i18n.language !== language) void changeLanguage(i18n, language);
  }, [i18n, languageShortcut]);
}
