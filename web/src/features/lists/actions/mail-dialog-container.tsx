import { listExportCalls } from "@catalogue/core/api/catalogue/calls/list-exports.calls";
import type { ProductList } from "@catalogue/core/model";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation, useCallQuery } from "../../../lib/server-state";
import { useToast } from "../../../ui/toast/toast-provider";
import { MailDialog, type MailRequest } from "./mail-dialog";

/** Props of MailDialogContainer. */
export type MailDialogContainerProps = {
  list: ProductList;
  showsFinancialChoice: boolean;
  onClose: () => void;
};

/**
 * Supplement 7 (send-email): the mail dialog of one list with the caller's e-mail history; the server's refusal of
 * an address (460 on `recipients.N`) shows on the field (a lazy chunk of the list details route).
 */
export default function MailDialogContainer({
  list,
  showsFinancialChoice,
  onClose,
}: MailDialogContainerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const history = useCallQuery(listExportCalls.emailHistory, {}, { keepsScreen: true });
  const [serverError, setServerError] = useState<{ address: string; messageKey: string } | null>(null);
  const send = useCallMutation(listExportCalls.sendEmail, {
    input: (request: MailRequest) => ({ params: { id: list.id }, body: request }),
    invalidates: [listExportCalls.emailHistory, listExportCalls.listMails],
  });
  const onSend = (request: MailRequest) => {
    setServerError(null);
    send.mutate(request, {
      onSuccess: () => {
        toast.show({
          tone: "success",
          message: t("lists.mail.sent", { recipients: request.recipients.join(", ") }),
        });
        onClose();
      },
      onError: (failure) => {
        if (failure._tag !== "Validation") return;
        const [first] = failure.fieldErrors;
        const index = Number(first?.field.split(".")[1]);
        const address = request.recipients[index];
        if (first && address) setServerError({ address, messageKey: first.messageKey });
      },
    });
  };
  return (
    <MailDialog
      listTitle={list.title}
      history={history.data ?? []}
      showsFinancialChoice={showsFinancialChoice}
      busy={send.isPending}
      serverError={serverError}
      onSend={onSend}
      onClose={onClose}
    />
  );
}
