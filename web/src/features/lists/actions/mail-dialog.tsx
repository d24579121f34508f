import type { ExportFormat } from "@catalogue/core/api";
import { MAKER_EMAIL_DOMAIN } from "@catalogue/core/rules";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../ui/dialog/form-dialog";
import { RadioGroup } from "../../../ui/radio-group/radio-group";
import { Switch } from "../../../ui/switch/switch";
import { TextArea } from "../../../ui/text-area/text-area";
import { TextField } from "../../../ui/text-field/text-field";
import { MailSuggestions } from "./mail-suggestions";
import { recipientSuggestions } from "./recipients";
import { type MailRequest, useMailForm } from "./use-mail-form";

/** The note's limit (supplement 7, send-email). */
export const MAIL_NOTE_MAX = 500;

export type { MailRequest };

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
  const { text, setText, note, setNote, format, setFormat, includeFinancial, setIncludeFinancial, ...form } =
    useMailForm(props);
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t("lists.mail.title", { title: props.listTitle })}
      size="sm"
      submitLabel={t("lists.mail.send")}
      onSubmit={form.submit}
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
        error={form.recipientsError}
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
