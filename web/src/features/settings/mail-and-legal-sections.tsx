import { isPartner } from "@catalogue/core/access";
import { GUIDE_PATH } from "@catalogue/core/constants";
import type { AppInfo } from "@catalogue/core/model";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { LogoutIcon } from "../../ui/icons/icons";
import { Switch } from "../../ui/switch/switch";
import * as styles from "./settings.css";
import type { SectionProps } from "./settings-types";

/**
 * Core spec 2.3: mail notifications for lists shared with the user and for updated curated (country) lists;
 * partners have no country lists (core spec 6), so they only get the first.
 */
export function MailSection({ data, onChange }: SectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { profile } = data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t("settings.sections.mail")}
      </h2>
      <ul className={styles.switches}>
        <li className={styles.switchItem}>
          <Switch
            label={t("settings.sharedProductListNotification")}
            checked={profile.sharedProductListNotification}
            onChange={(on) => onChange({ sharedProductListNotification: on })}
          />
        </li>
        {!isPartner(profile) && (
          <li className={styles.switchItem}>
            <Switch
              label={t("settings.updatedCountryShareNotification")}
              checked={profile.updatedCountryShareNotification}
              onChange={(on) => onChange({ updatedCountryShareNotification: on })}
            />
          </li>
        )}
      </ul>
    </section>
  );
}

/** The legal and help links of `/app-info`, labelled as in the footer. */
const LEGAL_LINKS: ReadonlyArray<{ field: keyof AppInfo; labelKey: string }> = [
  { field: "legalNotices", labelKey: "shell.footer.legalNotices" },
  { field: "privacyPolicyWeb", labelKey: "shell.footer.privacy" },
  { field: "providerIdentification", labelKey: "shell.footer.provider" },
  { field: "instructionForUseWeb", labelKey: "shell.footer.instructions" },
];

/** Props of PrivacySection. */
export type PrivacySectionProps = {
  appInfo: AppInfo | null;
  onOpenConsentSettings: () => void;
  onLogout: () => void;
};

/**
 * Core spec 2.3: cookie (consent) settings, the training material (the user guide served at /help/), the legal
 * links (the instructions for use among them) and logging out (which asks first).
 */
export function PrivacySection({ appInfo, onOpenConsentSettings, onLogout }: PrivacySectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t("settings.sections.privacy")}
      </h2>
      <ul className={styles.links}>
        <li>
          <a className={styles.link} href={GUIDE_PATH} target="_blank" rel="noreferrer">
            {t("guide.trainingMaterial")}
          </a>
        </li>
        {appInfo &&
          LEGAL_LINKS.map((link) => (
            <li key={link.field}>
              <a className={styles.link} href={appInfo[link.field]} target="_blank" rel="noreferrer">
                {t(link.labelKey)}
              </a>
            </li>
          ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onOpenConsentSettings}>
          {t("settings.cookieSettings")}
        </Button>
        <Button variant="secondary" icon={<LogoutIcon />} onClick={onLogout}>
          {t("shell.profileMenu.logout")}
        </Button>
      </div>
    </section>
  );
}
