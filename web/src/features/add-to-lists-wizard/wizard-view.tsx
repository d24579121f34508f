import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Dialog } from "../../ui/dialog/dialog";
import { Spinner } from "../../ui/spinner/spinner";
import { AmountsStep } from "./amounts-step";
import { ChooseListsStep, type NewListState, type WizardListChoice } from "./choose-lists-step";
import { ConfirmStep } from "./confirm-step";
import { type ListOutcome, ResultStep } from "./result-step";
import { type SkippedOnList, SkippedStep } from "./skipped-step";
import * as styles from "./wizard.css";
import type { WizardProduct } from "./wizard-product";

/**
 * What the wizard shows: loading or failed lists, then one state per state of core's add-to-lists machine
 * (`adding` is `confirming` with its button busy).
 */
export type WizardViewState =
  | { step: "loading" }
  | { step: "failed" }
  | {
      step: "selectingLists";
      lists: readonly WizardListChoice[];
      selectedIds: readonly number[];
      newList: NewListState | null;
      error?: string;
    }
  | { step: "managingAmounts"; products: readonly WizardProduct[] }
  | {
      step: "confirming";
      listTitles: readonly string[];
      products: readonly WizardProduct[];
      adding: boolean;
      error?: string;
    }
  | { step: "summary"; outcomes: readonly ListOutcome[]; skippedCount: number }
  | { step: "skippedProducts"; skipped: readonly SkippedOnList[] };

/** What the user can do in the wizard; each step uses some. */
export interface WizardActions {
  readonly onToggle: (listId: number) => void;
  readonly onStartNewList: () => void;
  readonly onNewListTitle: (title: string) => void;
  readonly onNewListSubmit: () => void;
  readonly onNewListCancel: () => void;
  readonly onQuantity: (productId: number, quantity: number) => void;
  readonly onCrp: (productId: number, crp: number) => void;
  readonly onNext: () => void;
  readonly onBack: () => void;
  readonly onConfirm: () => void;
  readonly onViewSkipped: () => void;
  readonly onRetry: () => void;
  readonly onClose: () => void;
}

/** Props of WizardView. */
export type WizardViewProps = {
  state: WizardViewState;
  /** Core's price rule for this user: without it no price input or price reaches the DOM. */
  showPrices: boolean;
  currency: string;
  formatCrp: (crp: number) => string;
  actions: WizardActions;
};

const STEP_NUMBER = {
  loading: 1,
  failed: 1,
  selectingLists: 1,
  managingAmounts: 2,
  confirming: 3,
  summary: 4,
  skippedProducts: 4,
} as const satisfies Record<WizardViewState["step"], number>;

/**
 * Core spec 2.3 (multi-product-to-multi-list wizard) as a pure view: a dialog with "Step x of 4" and the view
 * and buttons of the current step.
 */
export function WizardView(props: WizardViewProps) {
  const { t } = useTranslation();
  const { state, actions } = props;
  return (
    <Dialog
      open
      onClose={actions.onClose}
      title={t("wizard.title")}
      size="md"
      footer={<WizardFooter state={state} actions={actions} />}
    >
      {/* Announced on each step: focus stays on the footer's button, the content above it changes. */}
      <div aria-live="polite">
        <p className={styles.stepper}>{t("wizard.step", { current: STEP_NUMBER[state.step], total: 4 })}</p>
        <h3 className={styles.stepTitle}>{t(`wizard.steps.${state.step}`)}</h3>
      </div>
      <StepBody {...props} />
    </Dialog>
  );
}

function StepBody({ state, showPrices, currency, formatCrp, actions }: WizardViewProps): ReactNode {
  const { t } = useTranslation();
  switch (state.step) {
    case "loading":
      return <Spinner label={t("wizard.loading")} />;
    case "failed":
      return (
        <p role="alert" className={styles.alert}>
          {t("wizard.loadFailed")}
        </p>
      );
    case "selectingLists":
      return (
        <>
          <ChooseListsStep {...state} {...actions} />
          {state.error && (
            <p role="alert" className={styles.alert}>
              {state.error}
            </p>
          )}
        </>
      );
    case "managingAmounts":
      return (
        <AmountsStep products={state.products} showPrices={showPrices} currency={currency} {...actions} />
      );
    case "confirming":
      return <ConfirmStep {...state} formatCrp={showPrices ? formatCrp : null} />;
    case "summary":
      return <ResultStep {...state} />;
    case "skippedProducts":
      return <SkippedStep skipped={state.skipped} />;
  }
}

function WizardFooter({ state, actions }: Pick<WizardViewProps, "state" | "actions">): ReactNode {
  const { t } = useTranslation();
  const cancel = (
    <Button variant="secondary" onClick={actions.onClose}>
      {t("ui.common.cancel")}
    </Button>
  );
  const back = (
    <Button variant="secondary" onClick={actions.onBack}>
      {t("wizard.back")}
    </Button>
  );
  const close = <Button onClick={actions.onClose}>{t("wizard.close")}</Button>;
  switch (state.step) {
    case "loading":
      return cancel;
    case "failed":
      return (
        <>
          {cancel}
          <Button onClick={actions.onRetry}>{t("wizard.retry")}</Button>
        </>
      );
    case "selectingLists":
      return (
        <>
          {cancel}
          <Button onClick={actions.onNext} disabled={state.selectedIds.length === 0}>
            {t("wizard.next")}
          </Button>
        </>
      );
    case "managingAmounts":
      return (
        <>
          {back}
          <Button onClick={actions.onNext}>{t("wizard.next")}</Button>
        </>
      );
    case "confirming":
      return (
        <>
          {back}
          <Button onClick={actions.onConfirm} loading={state.adding}>
            {t("wizard.add")}
          </Button>
        </>
      );
    case "summary":
      return (
        <>
          {state.skippedCount > 0 && (
            <Button variant="secondary" onClick={actions.onViewSkipped}>
              {t("wizard.result.viewSkipped")}
            </Button>
          )}
          {close}
        </>
      );
    case "skippedProducts":
      return (
        <>
          {back}
          {close}
        </>
      );
  }
}
