import { DATA_REPORT_MAX, DataReportRequest } from "@catalogue/core/api";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Dialog } from "../../ui/dialog/dialog";
import { TextArea } from "../../ui/text-area/text-area";

/** Props of ReportIssueDialog. */
export type ReportIssueDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Sends the report; resolves when it is stored (the caller shows the toast and handles errors). */
  onSend: (message: string) => Promise<void>;
};

/**
 * Supplement 2: "report a data issue": a required message of up to 2000 characters (core's
 * schema decides), checked on send; the dialog closes once the report is stored.
 */
export function ReportIssueDialog({ open, onClose, onSend }: ReportIssueDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState("");
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const parsed = DataReportRequest.safeParse({ message });
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  const error = tried && issue ? t(issue.message, { max: DATA_REPORT_MAX }) : undefined;
  const close = () => {
    setMessage("");
    setTried(false);
    onClose();
  };
  const send = async () => {
    setTried(true);
    if (!parsed.success) return;
    setSending(true);
    try {
      await onSend(parsed.data.message);
      close();
    } catch {
      // The page has shown the error; the dialog stays open with the text, to send again.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("product.report.title")}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t("ui.common.cancel")}
          </Button>
          <Button onClick={() => void send()} loading={sending}>
            {t("product.report.send")}
          </Button>
        </>
      }
    >
      <TextArea
        label={t("product.report.message")}
        value={message}
        onChange={setMessage}
        maxLength={DATA_REPORT_MAX}
        required
        error={error}
      />
    </Dialog>
  );
}
