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
 * Core spec 2.3 / 5: country (one the user's roles reach) and currency, saved together through their own call
 * (a profile edit never sends them), language (switches the interface at once), function (not for partners) and
 * number format.
 */
export function ProfileSection({ data, onChange }: SectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { profile } = data;
  const { countryId, currencyId } = profile;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t("settings.sections.profile")}
      </h2>
      <div className={styles.fields}>
        <Select
          label={t("settings.country")}
          value={countryId === null ? "" : String(countryId)}
          placeholder={countryId === null}
          disabled={currencyId === null}
          hint={t("settings.countryHint")}
          options={profile.accessibleCountries.map((country) => ({
            value: String(country.id),
            label: country.name,
          }))}
          onChange={(value) => {
            if (currencyId !== null && value !== "") onChange({ countryId: Number(value), currencyId });
          }}
        />
        <Select
          label={t("settings.currency")}
          value={currencyId === null ? "" : String(currencyId)}
          placeholder={currencyId === null}
          disabled={countryId === null}
          options={data.currencies.map((currency) => ({
            value: String(currency.id),
            label: `${currency.title} (${currency.currencyName})`,
          }))}
          onChange={(value) => {
            if (countryId !== null && value !== "") onChange({ countryId, currencyId: Number(value) });
          }}
        />
      </div>
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
