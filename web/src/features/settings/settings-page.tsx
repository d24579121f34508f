import { DEFAULT_FEATURE_FLAGS } from "@catalogue/core/access";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { requestConsentSettings } from "../../lib/consent-settings";
import { changeLanguage, toLanguage } from "../../lib/i18n";
import { LogoutConfirmDialog } from "../../lib/logout-confirm-dialog";
import { readStored, writeStored } from "../../lib/safe-storage";
import { resetHints } from "../hints";
import { ApiTokensSection } from "./api-tokens-section";
import { HintsSection } from "./hints-section";
import type { SettingsChange } from "./settings-types";
import { SettingsView } from "./settings-view";
import { useSettings } from "./use-settings";

/** The presentation mode is a display choice of this browser; the API has no field for it. */
const PRESENTATION_MODE_KEY = "catalogue.presentationMode";

/** The settings route: loads and saves the profile, switches the language at once. */
export function SettingsPage() {
  const { i18n } = useTranslation();
  const { state, saveStatus, save, reload } = useSettings();
  const [loggingOut, setLoggingOut] = useState(false);
  const [presentationMode, setPresentationMode] = useState(
    () => readStored(PRESENTATION_MODE_KEY) === "true",
  );
  const onChange = (change: SettingsChange) => {
    // Core spec 1: the interface follows the chosen language before the save even lands.
    if ("languageShortcut" in change && change.languageShortcut) {
      void changeLanguage(i18n, toLanguage(change.languageShortcut));
    }
    void save(change);
  };
  return (
    <>
      <SettingsView
        state={state}
        saveStatus={saveStatus}
        flags={DEFAULT_FEATURE_FLAGS}
        presentationMode={presentationMode}
        onPresentationModeChange={(on) => {
          writeStored(PRESENTATION_MODE_KEY, String(on));
          setPresentationMode(on);
        }}
        onChange={onChange}
        onRetry={reload}
        onOpenConsentSettings={requestConsentSettings}
        onLogout={() => setLoggingOut(true)}
        apiTokens={<ApiTokensSection />}
        hints={state.kind === "ready" && <HintsSection onReset={() => resetHints(state.data.profile.id)} />}
      />
      <LogoutConfirmDialog open={loggingOut} onCancel={() => setLoggingOut(false)} />
    </>
  );
}
