import type { ScpCountry } from "@catalogue/core/model";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCountryNames } from "../../lib/country-names";
import { Button } from "../../ui/button/button";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./system.css";

/** Props of CountriesView: every country with its partner flag, and the save of the chosen ones. */
export type CountriesViewProps = {
  countries: readonly ScpCountry[] | undefined;
  failed: boolean;
  saving: boolean;
  onSave: (countryIds: number[]) => void;
};

/** Core spec 2.3 (country management for partners): tick the countries partners may register for. */
export function CountriesView({ countries, failed, saving, onSave }: CountriesViewProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState("");
  useEffect(() => {
    setChosen(new Set((countries ?? []).filter((each) => each.availableForScp).map((each) => each.id)));
  }, [countries]);
  const named = useMemo(
    () => (countries ?? []).map((each) => ({ ...each, name: each.country })),
    [countries],
  );
  const { sorted } = useCountryNames(named);
  const shown = sorted.filter((each) => each.label.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  return (
    <section className={styles.section} aria-labelledby="countries-title">
      <h2 id="countries-title" className={styles.sectionTitle}>
        {t("system.countries.title")}
      </h2>
      <p className={styles.muted}>{t("system.countries.intro", { number: chosen.size })}</p>
      {failed && <p className={styles.errorText}>{t("system.failed")}</p>}
      {countries === undefined && !failed && <p role="status">{t("system.loading")}</p>}
      <TextField type="search" label={t("system.countries.filter")} value={filter} onChange={setFilter} />
      <fieldset className={styles.countryChoices}>
        <legend className={styles.muted}>{t("system.countries.legend")}</legend>
        {shown.map((country) => (
          <Checkbox
            key={country.id}
            label={country.label}
            checked={chosen.has(country.id)}
            onChange={(on) => toggle(country.id, on)}
          />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button onClick={() => onSave([...chosen])} loading={saving} disabled={countries === undefined}>
          {t("system.countries.save")}
        </Button>
      </div>
    </section>
  );
}
