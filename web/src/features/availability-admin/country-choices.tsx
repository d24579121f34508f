import type { Country } from "@catalogue/core/model";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCountryNames } from "../../lib/country-names";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./availability-admin.css";

/** Props of CountryChoices: every country, the chosen ids, and the change. */
export type CountryChoicesProps = {
  countries: readonly Country[] | undefined;
  chosen: readonly number[];
  error?: string;
  onChange: (ids: number[]) => void;
};

/** A filterable list of country checkboxes, named in the interface language. */
export function CountryChoices({ countries, chosen, error, onChange }: CountryChoicesProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState("");
  const { sorted } = useCountryNames(useMemo(() => [...(countries ?? [])], [countries]));
  const shown = sorted.filter((each) => each.label.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((each) => each !== id));
  return (
    <div className={styles.stack}>
      <TextField
        type="search"
        label={t("availabilityAdmin.filterCountries")}
        value={filter}
        onChange={setFilter}
      />
      <fieldset className={styles.countryChoices}>
        <legend className={styles.muted}>
          {t("availabilityAdmin.countries", { number: chosen.length })}
        </legend>
        {shown.map((country) => (
          <Checkbox
            key={country.id}
            label={country.label}
            checked={chosen.includes(country.id)}
            onChange={(on) => toggle(country.id, on)}
          />
        ))}
      </fieldset>
      {error && <p className={styles.errorText}>{error}</p>}
    </div>
  );
}
