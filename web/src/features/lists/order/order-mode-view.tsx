import type { ListElementView } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { LeaveDialog, type LeaveGuard } from "../../../lib/use-unsaved-changes";
import { ConfirmDialog } from "../../../ui/confirm-dialog/confirm-dialog";
import * as styles from "./order.css";
import { OrderBar } from "./order-bar";
import { OrderList } from "./order-list";
import type { OrderStep } from "./use-list-order";

/** Props of OrderModeView. */
export type OrderModeViewProps = {
  /** The elements in the order being edited. */
  elements: readonly ListElementView[];
  step: OrderStep;
  changed: boolean;
  /** The result key of a failed save (core spec 8). */
  errorKey?: string;
  onMove: (from: number, to: number) => void;
  onSave: () => void;
  onConfirmSave: () => void;
  onCancelSave: () => void;
  onLeave: () => void;
  onDiscard: () => void;
  onKeepEditing: () => void;
  /** Leaving the screen with an unsaved order (core spec 4.10). */
  leaveGuard: LeaveGuard;
};

/**
 * Core spec 4.7 (edit-order mode): the bar, the products to reorder, and the confirmations: saving cannot be
 * undone, discarding goes back to the saved order, leaving the screen loses the new order.
 */
export function OrderModeView(props: OrderModeViewProps) {
  const { t } = useTranslation();
  const { step, leaveGuard } = props;
  const error =
    props.errorKey &&
    t(props.errorKey === "OPTIMISTIC_LOCK" ? "listOrder.changedElsewhere" : "listOrder.saveFailed");
  return (
    <section className={styles.mode} aria-label={t("listOrder.heading")}>
      <OrderBar
        changed={props.changed}
        saving={step === "saving"}
        error={error || undefined}
        onSave={props.onSave}
        onLeave={props.onLeave}
      />
      <OrderList elements={props.elements} onMove={props.onMove} />
      <ConfirmDialog
        open={step === "confirmingSave" || step === "saving"}
        title={t("listOrder.confirmSave.title")}
        confirmLabel={t("listOrder.save")}
        busy={step === "saving"}
        onConfirm={props.onConfirmSave}
        onCancel={props.onCancelSave}
      >
        <p>{t("listOrder.confirmSave.text")}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={step === "confirmingDiscard"}
        title={t("listOrder.confirmDiscard.title")}
        confirmLabel={t("listOrder.confirmDiscard.confirm")}
        danger
        onConfirm={props.onDiscard}
        onCancel={props.onKeepEditing}
      >
        <p>{t("listOrder.confirmDiscard.text")}</p>
      </ConfirmDialog>
      <LeaveDialog guard={leaveGuard} />
    </section>
  );
}
