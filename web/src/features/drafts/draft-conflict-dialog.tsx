import type { DuplicateResolution } from "@catalogue/core/rules/lists";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Dialog } from "../../ui/dialog/dialog";
import { RadioGroup } from "../../ui/radio-group/radio-group";
import * as styles from "./drafts.css";

/** Props of DraftConflictDialog. */
export type DraftConflictDialogProps = {
  busy?: boolean;
  onUpdate: (resolution: DuplicateResolution) => void;
  onCancel: () => void;
};

type Choice = DuplicateResolution["prices"];

/**
 * Core spec 4.7 (update conflict): a newer version of the list was published after the draft started. Update
 * takes the newer list in, its prices and quantities ignored or overriding the draft's; cancel goes back to editing.
 */
export function DraftConflictDialog({ busy, onUpdate, onCancel }: DraftConflictDialogProps) {
  const { t } = useTranslation();
  const [prices, setPrices] = useState<Choice>("ignore");
  const [quantities, setQuantities] = useState<Choice>("ignore");
  const options = (what: "prices" | "quantities") => [
    { value: "ignore", label: t(`drafts.conflict.${what}.ignore`) },
    { value: "override", label: t(`drafts.conflict.${what}.override`) },
  ];
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onCancel}
      title={t("drafts.conflict.title")}
      size="sm"
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onCancel}>
            {t("ui.common.cancel")}
          </Button>
          <Button loading={busy} onClick={() => onUpdate({ prices, quantities })}>
            {t("drafts.conflict.update")}
          </Button>
        </div>
      }
    >
      <div className={styles.form}>
        <p>{t("drafts.conflict.text")}</p>
        <RadioGroup
          legend={t("drafts.conflict.prices.legend")}
          options={options("prices")}
          value={prices}
          onChange={(value) => setPrices(value as Choice)}
        />
        <RadioGroup
          legend={t("drafts.conflict.quantities.legend")}
          options={options("quantities")}
          value={quantities}
          onChange={(value) => setQuantities(value as Choice)}
        />
      </div>
    </Dialog>
  );
}
