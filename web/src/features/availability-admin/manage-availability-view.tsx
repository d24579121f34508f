import { pathTo } from "@catalogue/core/access";
import type { FieldError, ProductIndicators } from "@catalogue/core/api";
import type { AvailabilityEvent } from "@catalogue/core/machines";
import type { Country } from "@catalogue/core/model";
import { CustomStatusValue } from "@catalogue/core/model";
import type { AvailabilityIndicatorDraft } from "@catalogue/core/rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "../../ui/button/button";
import { RadioGroup } from "../../ui/radio-group/radio-group";
import { Switch } from "../../ui/switch/switch";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./availability-admin.css";
import { CountryChoices } from "./country-choices";

/** Core spec 4.8: the three modes; only one is active. */
export type AvailabilityModeName = "edit" | "global" | "country";

/** Props of ManageAvailabilityView: the machine's state as data, and `send` for its events. */
export type ManageAvailabilityViewProps = {
  productTitle: string;
  partNumber: string;
  current: ProductIndicators;
  countries: readonly Country[] | undefined;
  mode: AvailabilityModeName;
  indicator: AvailabilityIndicatorDraft | null;
  countryIds: readonly number[];
  fieldErrors: readonly FieldError[];
  /** The message key of the last failed save (core spec 8: the availability result keys' messages). */
  errorKey: string | undefined;
  saving: boolean;
  send: (event: AvailabilityEvent) => void;
};

/** Core spec 2.3 / 4.8 (manage availability): edit mode, a global indicator, or indicators per country. */
export function ManageAvailabilityView(props: ManageAvailabilityViewProps) {
  const { t } = useTranslation();
  const { mode, send } = props;
  return (
    <div className={styles.page}>
      <Link className={styles.link} to={`${pathTo("system")}/availability`}>
        {t("availabilityAdmin.back")}
      </Link>
      <h1 className={styles.title}>{t("availabilityAdmin.title", { product: props.productTitle })}</h1>
      <p className={styles.muted}>
        {props.partNumber} ·{" "}
        {t("availabilityAdmin.savedMode", { mode: t(`availabilityAdmin.modes.${props.current.mode}`) })}
      </p>
      <section className={styles.section} aria-labelledby="mode-title">
        <h2 id="mode-title" className={styles.sectionTitle}>
          {t("availabilityAdmin.mode")}
        </h2>
        <Switch
          label={t("availabilityAdmin.global")}
          checked={mode === "global"}
          onChange={(on) => send({ type: on ? "availability.enableGlobal" : "availability.editMode" })}
        />
        <Switch
          label={t("availabilityAdmin.perCountry")}
          checked={mode === "country"}
          onChange={(on) => send({ type: on ? "availability.enableCountry" : "availability.editMode" })}
        />
        <p className={styles.muted} role="status">
          {t(`availabilityAdmin.modeHint.${mode}`)}
        </p>
      </section>
      {mode !== "edit" && <IndicatorForm {...props} />}
      {props.errorKey && (
        <p role="alert" className={styles.errorText}>
          {t(props.errorKey)}
        </p>
      )}
      <div className={styles.actions}>
        <Button loading={props.saving} onClick={() => send({ type: "availability.save" })}>
          {t("availabilityAdmin.save")}
        </Button>
      </div>
    </div>
  );
}

function IndicatorForm({
  mode,
  indicator,
  countries,
  countryIds,
  fieldErrors,
  send,
}: ManageAvailabilityViewProps) {
  const { t } = useTranslation();
  const errorOf = (field: string) => {
    const found = fieldErrors.find((each) => each.field === field);
    return found ? t(found.messageKey) : undefined;
  };
  const detailOpen = indicator?.status != null;
  return (
    <section className={styles.section} aria-labelledby="indicator-title">
      <h2 id="indicator-title" className={styles.sectionTitle}>
        {t(mode === "global" ? "availabilityAdmin.globalIndicator" : "availabilityAdmin.countryIndicator")}
      </h2>
      <RadioGroup
        legend={t("availabilityAdmin.status")}
        value={indicator?.status ?? ""}
        options={CustomStatusValue.options.map((value) => ({ value, label: t(`customStatus.${value}`) }))}
        onChange={(value) => send({ type: "indicator.statusChosen", status: value as CustomStatusValue })}
        direction="row"
      />
      {errorOf("status") && <p className={styles.errorText}>{errorOf("status")}</p>}
      {!detailOpen && <p className={styles.muted}>{t("availabilityAdmin.chooseStatusFirst")}</p>}
      <TextField
        label={t("availabilityAdmin.description")}
        value={indicator?.description ?? ""}
        disabled={!detailOpen}
        error={errorOf("description")}
        onChange={(description) => send({ type: "indicator.descriptionChanged", description })}
      />
      <TextField
        type="url"
        label={t("availabilityAdmin.link")}
        hint={t("availabilityAdmin.linkHint")}
        value={indicator?.link ?? ""}
        disabled={!detailOpen}
        error={errorOf("link")}
        onChange={(link) => send({ type: "indicator.linkChanged", link })}
      />
      {mode === "country" && (
        <CountryChoices
          countries={countries}
          chosen={countryIds}
          error={errorOf("countryIds")}
          onChange={(ids) => send({ type: "indicator.countriesChanged", countryIds: ids })}
        />
      )}
    </section>
  );
}
