import { type Administrator, mayManageCountry } from "@catalogue/core/access";
import type { FieldError, UserProfileResponse } from "@catalogue/core/api";
import type { ScpActivationDraft } from "@catalogue/core/machines";
import { type Company, OrganizationRole } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { type CountryLike, useCountryNames } from "../../lib/country-names";
import { Button } from "../../ui/button/button";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { Select } from "../../ui/select/select";
import * as styles from "./users.css";

/** Where the review of the request stands (the states of core's SCP activation machine). */
export type ScpReviewState = "reviewing" | "activating" | "rejecting" | "activated" | "rejected";

/** Props of EditScpUserView. */
export type EditScpUserViewProps = {
  user: UserProfileResponse;
  actor: Administrator;
  companies: readonly Company[] | undefined;
  /** The countries partners may be given (those open to partners). */
  countries: readonly CountryLike[] | undefined;
  state: ScpReviewState;
  form: ScpActivationDraft;
  fieldErrors: readonly FieldError[];
  errorKey: string | undefined;
  onCompany: (companyId: number) => void;
  onFunction: (role: OrganizationRole) => void;
  onCountries: (countryIds: readonly number[]) => void;
  onApprove: () => void;
  onReject: () => void;
  backTo: string;
};

/**
 * Core spec 2.1 (editScpUser) / 4.4: a partner's request. A pending one is approved with a company, a function and
 * at least one country (the form's messages are the specification's), or rejected; Key users give only their
 * own countries.
 */
export function EditScpUserView(props: EditScpUserViewProps) {
  const { t } = useTranslation();
  const { user, actor, form, state } = props;
  const { sorted, nameOfId } = useCountryNames(props.countries);
  const errorOf = (field: string) => {
    const found = props.fieldErrors.find((each) => each.field === field);
    return found ? t(found.messageKey, found.params) : undefined;
  };
  const fullName = `${user.name} ${user.surname}`.trim() || user.username;
  const origin = user.scpCompanyCountry ?? user.country;
  const pending = user.scpStatus === "PENDING" && state !== "activated" && state !== "rejected";
  const busy = state === "activating" || state === "rejecting";
  const countriesError = errorOf("countryIds");
  const open = sorted.filter((country) => mayManageCountry(actor, country.id));
  const toggle = (id: number, on: boolean) =>
    props.onCountries(on ? [...form.countryIds, id] : form.countryIds.filter((each) => each !== id));

  return (
    <div className={styles.page}>
      <Link className={styles.link} to={props.backTo}>
        {t("users.edit.back")}
      </Link>
      <h1 className={styles.title}>{fullName}</h1>
      <section className={styles.section} aria-labelledby="partner-title">
        <h2 id="partner-title" className={styles.sectionTitle}>
          {t("users.edit.accountTitle")}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.factTerm}>{t("users.columns.EMAIL")}</dt>
          <dd className={styles.factValue}>{user.email}</dd>
          <dt className={styles.factTerm}>{t("users.columns.STATUS")}</dt>
          <dd className={styles.factValue}>{t(`users.status.${user.scpStatus ?? "ENABLED"}`)}</dd>
          <dt className={styles.factTerm}>{t("users.scp.company")}</dt>
          <dd className={styles.factValue}>{user.company?.name ?? "—"}</dd>
          <dt className={styles.factTerm}>{t("users.scp.originCountry")}</dt>
          <dd className={origin ? styles.factValue : styles.errorText}>
            {user.countryId !== null
              ? nameOfId(user.countryId) || origin
              : (origin ?? t("apiErrors.MISSING_COUNTRY"))}
          </dd>
        </dl>
      </section>
      {state === "activated" && (
        <p role="status" className={styles.notice}>
          {t("users.scp.approved", { name: fullName })}
        </p>
      )}
      {state === "rejected" && (
        <p role="status" className={styles.notice}>
          {t("users.scp.rejected", { name: fullName })}
        </p>
      )}
      {pending && (
        <section className={styles.section} aria-labelledby="review-title">
          <h2 id="review-title" className={styles.sectionTitle}>
            {t("users.scp.reviewTitle")}
          </h2>
          <Select
            label={t("users.scp.company")}
            required
            placeholder
            value={form.companyId === null ? "" : String(form.companyId)}
            error={errorOf("companyId")}
            options={(props.companies ?? []).map((company) => ({
              value: String(company.id),
              label: company.name,
            }))}
            onChange={(value) => value !== "" && props.onCompany(Number(value))}
          />
          <Select
            label={t("users.scp.function")}
            required
            placeholder
            value={form.organizationRole ?? ""}
            error={errorOf("organizationRole")}
            options={OrganizationRole.options.map((role) => ({
              value: role,
              label: t(`settings.functions.${role}`),
            }))}
            onChange={(value) => value !== "" && props.onFunction(value as OrganizationRole)}
          />
          <fieldset
            className={styles.countryChoices}
            aria-describedby={countriesError ? "countries-error" : undefined}
          >
            <legend>{t("users.scp.countries")}</legend>
            {open.map((country) => (
              <Checkbox
                key={country.id}
                label={country.label}
                checked={form.countryIds.includes(country.id)}
                onChange={(on) => toggle(country.id, on)}
              />
            ))}
          </fieldset>
          {countriesError && (
            <p id="countries-error" className={styles.errorText}>
              {countriesError}
            </p>
          )}
          {props.errorKey && (
            <p role="alert" className={styles.errorText}>
              {t(`apiErrors.${props.errorKey}`, { defaultValue: t("users.edit.refused") })}
            </p>
          )}
          <div className={styles.actions}>
            <Button loading={state === "activating"} disabled={busy} onClick={props.onApprove}>
              {t("users.scp.approve")}
            </Button>
            <Button variant="danger" loading={state === "rejecting"} disabled={busy} onClick={props.onReject}>
              {t("users.scp.reject")}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
