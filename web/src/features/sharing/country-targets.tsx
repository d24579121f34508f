import { useTranslation } from "react-i18next";
import { Checkbox } from "../../ui/checkbox/checkbox";
import type { ShareFormValues } from "./share-form-values";
import * as styles from "./sharing.css";

/** A place a list may be shared to: a country, or a subregion with its countries. */
export type CountryOption = { id: number; name: string };
export type SubregionOption = { id: number; name: string; countries: CountryOption[] };

/** Props of CountryTargets. */
export type CountryTargetsProps = {
  countries: CountryOption[];
  subregions: SubregionOption[];
  values: Pick<ShareFormValues, "countryIds" | "subregions">;
  onChange: (values: Pick<ShareFormValues, "countryIds" | "subregions">) => void;
};

const toggled = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

/**
 * Core spec 5 (share dialog): countries on their own, and subregions with the countries chosen inside each. Only
 * places the curator holds Key user rights in are offered (core `canCurateFor`).
 */
export function CountryTargets({ countries, subregions, values, onChange }: CountryTargetsProps) {
  const { t } = useTranslation();
  const chosen = (subregionId: number) => values.subregions.find((s) => s.subregionId === subregionId);
  const setSubregion = (subregionId: number, on: boolean) =>
    onChange({
      ...values,
      subregions: on
        ? [...values.subregions, { subregionId, countryIds: [] }]
        : values.subregions.filter((s) => s.subregionId !== subregionId),
    });
  const setSubregionCountry = (subregionId: number, countryId: number, on: boolean) =>
    onChange({
      ...values,
      subregions: values.subregions.map((s) =>
        s.subregionId === subregionId ? { ...s, countryIds: toggled(s.countryIds, countryId, on) } : s,
      ),
    });
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("sharing.dialog.countries")}</legend>
        {countries.length === 0 && <p className={styles.muted}>{t("sharing.dialog.noCountries")}</p>}
        {countries.map((country) => (
          <Checkbox
            key={country.id}
            label={country.name}
            checked={values.countryIds.includes(country.id)}
            onChange={(on) => onChange({ ...values, countryIds: toggled(values.countryIds, country.id, on) })}
          />
        ))}
      </fieldset>
      {subregions.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("sharing.dialog.subregions")}</legend>
          {subregions.map((subregion) => {
            const selection = chosen(subregion.id);
            return (
              <div key={subregion.id}>
                <Checkbox
                  label={subregion.name}
                  checked={selection !== undefined}
                  onChange={(on) => setSubregion(subregion.id, on)}
                />
                {selection && (
                  <fieldset className={`${styles.fieldset} ${styles.nested}`}>
                    <legend className={styles.legend}>
                      {t("sharing.dialog.subregionCountries", { name: subregion.name })}
                    </legend>
                    {subregion.countries.map((country) => (
                      <Checkbox
                        key={country.id}
                        label={country.name}
                        checked={selection.countryIds.includes(country.id)}
                        onChange={(on) => setSubregionCountry(subregion.id, country.id, on)}
                      />
                    ))}
                  </fieldset>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
    </>
  );
}
