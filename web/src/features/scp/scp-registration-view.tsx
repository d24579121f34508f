import type { Id, ScpCountry } from "@catalogue/core/model";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { Select } from "../../ui/select/select";
import { Spinner } from "../../ui/spinner/spinner";
import { onboardingStyles as styles } from "../onboarding";

/** The countries as the registration screen has them: still loading, failed, or the open ones. */
export type ScpCountriesState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; countries: readonly ScpCountry[] };

/** Props of ScpRegistrationView. */
export type ScpRegistrationViewProps = {
  countries: ScpCountriesState;
  registering: boolean;
  failed: boolean;
  onRegister: (countryId: Id) => void;
};

/** Core spec 2.3 / 4.4: a partner chooses the country they work in and sends the request for approval. */
export function ScpRegistrationView({
  countries,
  registering,
  failed,
  onRegister,
}: ScpRegistrationViewProps) {
  const { t } = useTranslation();
  const [countryId, setCountryId] = useState("");
  return (
    <section
      className={styles.page}
      aria-busy={countries.kind === "loading" || registering}
      data-testid="scp-registration"
    >
      <h1 className={styles.title}>{t("scp.registration.title")}</h1>
      <p>{t("scp.registration.intro")}</p>
      {countries.kind === "loading" && <Spinner />}
      {countries.kind === "failed" && (
        <p className={styles.error} role="alert">
          {t("scp.registration.loadFailed")}
        </p>
      )}
      {countries.kind === "ready" && countries.countries.length === 0 && (
        <EmptyState title={t("scp.registration.noCountries")} />
      )}
      {countries.kind === "ready" && countries.countries.length > 0 && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (countryId) onRegister(Number(countryId));
          }}
        >
          <Select
            label={t("scp.registration.country")}
            placeholder
            required
            value={countryId}
            onChange={setCountryId}
            options={countries.countries.map((country) => ({
              value: String(country.id),
              label: country.country,
            }))}
          />
          {failed && (
            <p className={styles.error} role="alert">
              {t("scp.registration.failed")}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" loading={registering} disabled={!countryId}>
              {t("scp.registration.submit")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
