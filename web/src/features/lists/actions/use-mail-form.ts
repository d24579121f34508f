import type { ExportFormat } from "@catalogue/core/api";
import { MAKER_EMAIL_DOMAIN } from "@catalogue/core/rules";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { firstRecipientError, parseRecipients } from "./recipients";

/** What the user sends. */
export type MailRequest = {
  recipients: string[];
  note: string;
  format: ExportFormat;
  includeFinancial: boolean;
};

/**
 * The mail form's fields and its check: the recipients are checked with core's e-mail rule (shown once the user
 * has tried to send) and the server's refusal of an address is shown while that address is still typed.
 */
export function useMailForm(props: {
  showsFinancialChoice: boolean;
  busy?: boolean;
  serverError?: { address: string; messageKey: string } | null;
  onSend: (request: MailRequest) => void;
}) {
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
  return {
    text,
    setText,
    note,
    setNote,
    format,
    setFormat,
    includeFinancial,
    setIncludeFinancial,
    recipientsError,
    submit,
  };
}
