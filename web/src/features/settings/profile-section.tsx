import { isPartner } from "@catalogue/core/access";
import { formatNumber } from "@catalogue/core/pricing";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RadioGroup } from "../../ui/radio-group/radio-group";
import { Select } from "../../ui/select/select";
import * as styles from "./settings.css";
import type { SectionProps } from "./settings-types";

/** What the number-format choice shows as its example. */
const EXAMPLE_NUMBER = 1234.56;

/**
 * Core spec 2.3 / 5: country and currency (read only: a profile edit never sends them, the administrator sets
 * them), language (switches the interface at once), function (not for partners) and number format.
 */
export function ProfileSection({ data, onChange }: SectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { profile } = data;
  const notSet = t("settings.notSet");
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t("settings.sections.profile")}
      </h2>
      <div className={styles.fields}>
        <dl className={styles.readOnly}>
          <dt className={styles.readOnlyLabel}>{t("settings.country")}</dt>
          <dd className={styles.readOnlyValue}>{profile.country ?? notSet}</dd>
        </dl>
        <dl className={styles.readOnly}>
          <dt className={styles.readOnlyLabel}>{t("settings.currency")}</dt>
          <dd className={styles.readOnlyValue}>
            {profile.currencyShortcut ? `${profile.currencyShortcut} (${profile.currency ?? ""})` : notSet}
          </dd>
        </dl>
      </div>
      <p className={styles.hint}>{t("settings.countryHint")}</p>
      <div className={styles.fields}>
        <Select
          label={t("settings.language")}
          value={profile.languageShortcut}
          options={data.languages.map((language) => ({ value: language.shortcut, label: language.name }))}
          onChange={(value) => {
            const language = data.languages.find((option) => option.shortcut === value);
            if (language) onChange({ languageShortcut: language.shortcut });
          }}
        />
        {!isPartner(profile) && (
          <Select
            label={t("settings.function")}
            value={profile.organizationRole ?? ""}
            placeholder={profile.organizationRole === null}
            options={data.functions.map((option) => ({
              value: option.value,
              label: t(`settings.functions.${option.value}`, { defaultValue: option.name }),
            }))}
            onChange={(value) => {
              const organizationRole = data.functions.find((option) => option.value === value)?.value;
              if (organizationRole) onChange({ organizationRole });
            }}
          />
        )}
      </div>
      <RadioGroup
        legend={t("settings.numberFormat")}
        value={profile.separator}
        onChange={(value) => onChange({ separator: value === "COMMA" ? "COMMA" : "DOT" })}
        options={(["COMMA", "DOT"] as const).map((separator) => ({
          value: separator,
          label: t(`settings.separator.${separator}`, {
            example: formatNumber(EXAMPLE_NUMBER, separator, { fractionDigits: 2 }),
          }),
        }))}
      />
    </section>
  );
}
