import type { FeatureFlags } from "@catalogue/core/access";
import { canChangePriceDisplay, canUsePresentationMode, isPartner } from "@catalogue/core/access";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Switch } from "../../ui/switch/switch";
import * as styles from "./settings.css";
import type { SectionProps } from "./settings-types";

/** The status checks every user switches freely (core spec 2.3, functionalities). */
const CHECKS = ["showAvailability", "phaseOutCheck", "clearanceCheck", "hideWithoutMarketClearance"] as const;

/** Props of FunctionalitiesSection. */
export type FunctionalitiesSectionProps = SectionProps & {
  flags: FeatureFlags;
  presentationMode: boolean;
  onPresentationModeChange: (on: boolean) => void;
};

/**
 * Core spec 2.3 / 5 / 6: the display switches. Basic users see the price switch disabled, with the reason (core's
 * canChangePriceDisplay); partners never see prices, so they get no switch. Presentation mode only with its flag.
 */
export function FunctionalitiesSection({
  data,
  onChange,
  flags,
  presentationMode,
  onPresentationModeChange,
}: FunctionalitiesSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const reasonId = useId();
  const { profile } = data;
  const mayChangePrices = canChangePriceDisplay(profile);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t("settings.sections.functionalities")}
      </h2>
      <ul className={styles.switches}>
        {!isPartner(profile) && (
          <li className={styles.switchItem}>
            <Switch
              label={t("settings.showPrices")}
              checked={profile.showPrices}
              disabled={!mayChangePrices}
              describedBy={mayChangePrices ? undefined : reasonId}
              onChange={(showPrices) => onChange({ showPrices })}
            />
            {!mayChangePrices && (
              <p id={reasonId} className={styles.hint}>
                {t("settings.showPricesBasic")}
              </p>
            )}
          </li>
        )}
        {CHECKS.map((key) => (
          <li key={key} className={styles.switchItem}>
            <Switch
              label={t(`settings.${key}`)}
              checked={profile[key]}
              onChange={(on) => onChange({ [key]: on })}
            />
          </li>
        ))}
        {canUsePresentationMode(profile, flags) && (
          <li className={styles.switchItem}>
            <Switch
              label={t("settings.presentationMode")}
              checked={presentationMode}
              onChange={onPresentationModeChange}
            />
          </li>
        )}
      </ul>
    </section>
  );
}
