import type { ExportFormat } from "@catalogue/core/api";
import { MAKER_EMAIL_DOMAIN } from "@catalogue/core/rules";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../ui/dialog/form-dialog";
import { RadioGroup } from "../../../ui/radio-group/radio-group";
import { Switch } from "../../../ui/switch/switch";
import { TextArea } from "../../../ui/text-area/text-area";
import { TextField } from "../../../ui/text-field/text-field";
import { MailSuggestions } from "./mail-suggestions";
import { firstRecipientError, parseRecipients, recipientSuggestions } from "./recipients";

/** The note's limit (supplement 7, send-email). */
export const MAIL_NOTE_MAX = 500;

/** What the user sends. */
export type MailRequest = {
  recipients: string[];
  note: string;
  format: ExportFormat;
  includeFinancial: boolean;
};

/** Props of MailDialog. */
export type MailDialogProps = {
  listTitle: string;
  /** The caller's e-mail history, newest first (supplement 3). */
  history: readonly string[];
  showsFinancialChoice: boolean;
  busy?: boolean;
  /** The server's refusal of one address (460 on `recipients.N`), as a translation key. */
  serverError?: { address: string; messageKey: string } | null;
  onSend: (request: MailRequest) => void;
  onClose: () => void;
};

/**
 * Core spec 5 / supplement 7 (send by e-mail): recipients of the maker's domain (the history as suggestions), a
 * note, the format and, for price viewers, the internal financial data. Checked with core's e-mail rule first.
 */
export function MailDialog(props: MailDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [note, setNote] = useState("");
  const [format, setFormat] = useState<ExportFormat>("pdf");
  const [includeFinancial, setIncludeFinancial] = useState(false);
  const [tried, setTried] = useState(false);
  const recipients = parseRecipients(text);
  const ruleError = firstRecipientError(recipients);
  const error =
    ruleError ??
    (props.serverError && recipients.includes(props.serverError.address) ? props.serverError : null);
  const recipientsError =
    tried && recipients.length === 0
      ? t("validation.required")
      : (tried || props.serverError) && error
        ? t("lists.mail.recipientError", {
            address: error.address,
            message: t(error.messageKey, { domain: MAKER_EMAIL_DOMAIN }),
          })
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (props.busy || recipients.length === 0 || ruleError) return;
    props.onSend({
      recipients,
      note: note.trim(),
      format,
      includeFinancial: props.showsFinancialChoice && includeFinancial,
    });
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t("lists.mail.title", { title: props.listTitle })}
      size="sm"
      submitLabel={t("lists.mail.send")}
      onSubmit={submit}
      busy={props.busy}
    >
      <TextField
        label={t("lists.mail.recipients")}
        hint={t("lists.mail.recipientsHint", { domain: MAKER_EMAIL_DOMAIN })}
        type="text"
        inputMode="email"
        autoComplete="off"
        required
        value={text}
        error={recipientsError}
        onChange={setText}
      />
      <MailSuggestions
        suggestions={recipientSuggestions(props.history, text)}
        text={text}
        onChoose={setText}
      />
      <TextArea label={t("lists.mail.note")} value={note} maxLength={MAIL_NOTE_MAX} onChange={setNote} />
      <RadioGroup
        legend={t("lists.export.format")}
        value={format}
        direction="row"
        onChange={(value) => setFormat(value as ExportFormat)}
        options={[
          { value: "pdf", label: t("lists.export.pdf") },
          { value: "xlsx", label: t("lists.export.xlsx") },
        ]}
      />
      {props.showsFinancialChoice && (
        <Switch
          label={t("lists.export.financial")}
          checked={includeFinancial}
          onChange={setIncludeFinancial}
        />
      )}
    </FormDialog>
  );
}
