import type { LANGUAGES } from "@catalogue/core/constants";
import {
  ONBOARDING_STEP_OF_KEY,
  type OnboardingOptions,
  type OnboardingProgress,
  type OnboardingStepId,
} from "@catalogue/core/machines";
import type { Id, Language, OrganizationRole } from "@catalogue/core/model";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import * as accordion from "../../ui/accordion/accordion.css";
import { Button } from "../../ui/button/button";
import { cx } from "../../ui/class-names";
import { ChevronDownIcon } from "../../ui/icons/icons";
import { Select } from "../../ui/select/select";
import { Spinner } from "../../ui/spinner/spinner";
import * as styles from "./onboarding.css";

type LanguageShortcut = (typeof LANGUAGES)[number];

/** What the user has chosen so far. */
export type OnboardingValues = {
  languageShortcut: LanguageShortcut | null;
  organizationRole: OrganizationRole | null;
  countryId: Id | null;
};

/** Props of OnboardingView: the machine's state as the screen needs it, and the user's actions. */
export type OnboardingViewProps = {
  status: "loading" | "choosing" | "submitting";
  progress: OnboardingProgress;
  languages: readonly Language[];
  options: OnboardingOptions;
  values: OnboardingValues;
  openStep: OnboardingStepId | null;
  failed: "load" | "save" | null;
  onToggleStep: (step: OnboardingStepId) => void;
  onLanguage: (language: LanguageShortcut) => void;
  onRole: (role: OrganizationRole) => void;
  onCountry: (countryId: Id) => void;
  onFinish: () => void;
};

const STEP_TITLE: Record<OnboardingStepId, string> = {
  language: "onboarding.steps.language",
  role: "onboarding.steps.role",
  country: "onboarding.steps.country",
};

/**
 * Core spec 2.3 / 4.3: the onboarding accordion (language, function, country; partners skip the function) with
 * "Step x of y". Later steps stay locked until the earlier ones are chosen; Finish appears when all are done.
 */
export function OnboardingView(props: OnboardingViewProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const { progress, status } = props;
  const busy = status !== "choosing";
  return (
    <section className={styles.page} aria-busy={busy}>
      <h1 className={styles.title}>{t("onboarding.title")}</h1>
      <p>{t("onboarding.intro")}</p>
      <p className={styles.stepOf} data-testid="onboarding-step-of">
        {t(ONBOARDING_STEP_OF_KEY, { current: progress.current, total: progress.total })}
      </p>
      {status === "loading" && <Spinner label={t("onboarding.loading")} />}
      <div>
        {progress.steps.map((step) => (
          <OnboardingStep
            key={step.id}
            step={step}
            panelId={`${baseId}-${step.id}`}
            expanded={step.enabled && props.openStep === step.id}
            onToggle={() => step.enabled && props.onToggleStep(step.id)}
          >
            <StepField step={step.id} busy={busy} {...props} />
          </OnboardingStep>
        ))}
      </div>
      {props.failed && (
        <p className={styles.error} role="alert">
          {t(props.failed === "load" ? "scp.registration.loadFailed" : "onboarding.failed")}
        </p>
      )}
      {progress.isComplete && (
        <div className={styles.actions}>
          <Button loading={status === "submitting"} onClick={props.onFinish}>
            {t("onboarding.finish")}
          </Button>
        </div>
      )}
    </section>
  );
}

/** One accordion item: its heading button (locked until the earlier steps are done) and its panel. */
function OnboardingStep({
  step,
  panelId,
  expanded,
  onToggle,
  children,
}: {
  step: OnboardingProgress["steps"][number];
  panelId: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={accordion.item}>
      <h2 className={accordion.heading}>
        <button
          type="button"
          className={cx(accordion.trigger, !step.enabled && styles.lockedTrigger)}
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-disabled={!step.enabled}
          aria-describedby={step.enabled ? undefined : `${panelId}-locked`}
          onClick={onToggle}
        >
          <span>{t(STEP_TITLE[step.id])}</span>
          {step.done && <span className={styles.stepState}>✓</span>}
          <ChevronDownIcon className={accordion.chevron} />
        </button>
      </h2>
      {!step.enabled && (
        <p id={`${panelId}-locked`} hidden>
          {t("onboarding.stepLocked")}
        </p>
      )}
      <section
        id={panelId}
        aria-label={t(STEP_TITLE[step.id])}
        hidden={!expanded}
        className={accordion.panel}
      >
        {children}
      </section>
    </div>
  );
}

/** The choice a step asks for: the language, the function or the country. */
function StepField({
  step,
  busy,
  values,
  languages,
  options,
  onLanguage,
  onRole,
  onCountry,
}: OnboardingViewProps & { step: OnboardingStepId; busy: boolean }) {
  const { t } = useTranslation();
  if (step === "language")
    return (
      <Select
        label={t("onboarding.chooseLanguage")}
        placeholder
        value={values.languageShortcut ?? ""}
        options={languages.map((language) => ({ value: language.shortcut, label: language.name }))}
        onChange={(value) => value && onLanguage(value as LanguageShortcut)}
        disabled={busy}
      />
    );
  if (step === "role")
    return (
      <Select
        label={t("onboarding.chooseRole")}
        placeholder
        value={values.organizationRole ?? ""}
        // The server's names are English; the app translates the known functions by value.
        options={options.roles.map((role) => ({
          value: role.value,
          label: t(`settings.functions.${role.value}`, { defaultValue: role.name }),
        }))}
        onChange={(value) => value && onRole(value as OrganizationRole)}
        disabled={busy}
      />
    );
  return (
    <Select
      label={t("onboarding.chooseCountry")}
      placeholder
      value={values.countryId === null ? "" : String(values.countryId)}
      options={options.countries.map((country) => ({ value: String(country.id), label: country.name }))}
      onChange={(value) => value && onCountry(Number(value))}
      disabled={busy}
    />
  );
}
