import type { ExportFormat } from "@catalogue/core/api";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { FormDialog } from "../../../ui/dialog/form-dialog";
import { RadioGroup } from "../../../ui/radio-group/radio-group";
import { Switch } from "../../../ui/switch/switch";
import * as styles from "../list-dialogs.css";
import type { ExportChoice, ExportPhase } from "./use-list-export";

/** Props of ExportDialog. */
export type ExportDialogProps = {
  listTitle: string;
  /** Core spec 6 (`canSeePrices`): only then is there a choice of the internal, confidential export. */
  showsFinancialChoice: boolean;
  phase: ExportPhase;
  onDownload: (choice: ExportChoice) => void;
  onCancel: () => void;
  onClose: () => void;
};

function percentOf(phase: ExportPhase): number | null {
  if (phase.kind !== "downloading" || phase.total === null) return null;
  return Math.min(100, Math.round((phase.received / phase.total) * 100));
}

/**
 * Core spec 9 (export dialog): XLSX or PDF, with or without the confidential financial data, then the download
 * with its progress and a cancel button.
 */
export function ExportDialog(props: ExportDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const [includeFinancial, setIncludeFinancial] = useState(false);
  const { phase } = props;
  const downloading = phase.kind === "downloading";
  const percent = percentOf(phase);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!downloading)
      props.onDownload({ format, includeFinancial: props.showsFinancialChoice && includeFinancial });
  };
  return (
    <FormDialog
      open
      onClose={downloading ? props.onCancel : props.onClose}
      title={t("lists.export.title", { title: props.listTitle })}
      size="sm"
      submitLabel={t("lists.export.download")}
      onSubmit={submit}
      busy={downloading}
      cancel={
        downloading ? (
          <Button variant="secondary" onClick={props.onCancel}>
            {t("lists.export.cancel")}
          </Button>
        ) : undefined
      }
    >
      <RadioGroup
        legend={t("lists.export.format")}
        value={format}
        onChange={(value) => setFormat(value as ExportFormat)}
        options={[
          { value: "xlsx", label: t("lists.export.xlsx"), disabled: downloading },
          { value: "pdf", label: t("lists.export.pdf"), disabled: downloading },
        ]}
      />
      {props.showsFinancialChoice && (
        <>
          <Switch
            label={t("lists.export.financial")}
            checked={includeFinancial}
            onChange={setIncludeFinancial}
            disabled={downloading}
            describedBy={hintId}
          />
          <p id={hintId} className={styles.hint}>
            {t(includeFinancial ? "lists.export.financialHint" : "lists.export.customerHint")}
          </p>
        </>
      )}
      {downloading && (
        <div className={styles.progress} role="status">
          <span>
            {percent === null ? t("lists.export.progressUnknown") : t("lists.export.progress", { percent })}
          </span>
          <progress
            className={styles.progressBar}
            aria-label={t("lists.export.progressLabel")}
            max={100}
            value={percent ?? undefined}
          />
        </div>
      )}
      {phase.kind === "failed" && (
        <p className={styles.error} role="alert">
          {t("lists.export.failed")}
        </p>
      )}
    </FormDialog>
  );
}
