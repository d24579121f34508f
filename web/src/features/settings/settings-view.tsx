import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Skeleton } from "../../ui/skeleton/skeleton";
import { FunctionalitiesSection } from "./functionalities-section";
import { MailSection, PrivacySection } from "./mail-and-legal-sections";
import { ProfileSection } from "./profile-section";
import * as styles from "./settings.css";
import type { SettingsViewProps } from "./settings-types";

/**
 * Core spec 2.3 (profile and settings): the settings screen as a pure view. Every change is
 * saved at once by the page; the save status is announced politely so screen-reader users hear it landed.
 */
export function SettingsView({
  state,
  saveStatus,
  flags,
  presentationMode,
  onPresentationModeChange,
  onChange,
  onRetry,
  onOpenConsentSettings,
  onLogout,
  apiTokens,
  hints,
}: SettingsViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t("routes.settings")}</h1>
        <span className={styles.saveStatus} role="status">
          {saveStatus === "saving" && t("settings.saving")}
          {saveStatus === "saved" && t("settings.saved")}
        </span>
      </div>
      {state.kind === "loading" && <Skeleton lines={8} />}
      {state.kind === "failed" && (
        <div className={styles.section}>
          <p role="alert">{t("settings.failed")}</p>
          <div className={styles.actions}>
            <Button onClick={onRetry}>{t("ui.common.retry")}</Button>
          </div>
        </div>
      )}
      {state.kind === "ready" && (
        <>
          <ProfileSection data={state.data} onChange={onChange} />
          <FunctionalitiesSection
            data={state.data}
            onChange={onChange}
            flags={flags}
            presentationMode={presentationMode}
            onPresentationModeChange={onPresentationModeChange}
          />
          <MailSection data={state.data} onChange={onChange} />
          {apiTokens}
          {hints}
          <PrivacySection
            appInfo={state.data.appInfo}
            onOpenConsentSettings={onOpenConsentSettings}
            onLogout={onLogout}
          />
        </>
      )}
    </div>
  );
}
