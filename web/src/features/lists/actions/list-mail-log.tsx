import type { ListMail } from "@catalogue/core/api";
import { formatDateTime } from "@catalogue/core/pricing";
import { useTranslation } from "react-i18next";
import * as styles from "../list-dialogs.css";

/** Props of ListMailLogView. */
export type ListMailLogViewProps = { mails: readonly ListMail[]; timeZone: string };

/** Supplement 7 (send-email): who mailed the list, when, to whom and in which format; nothing until it was mailed. */
export function ListMailLogView({ mails, timeZone }: ListMailLogViewProps) {
  const { t, i18n } = useTranslation();
  if (mails.length === 0) return null;
  return (
    <details className={styles.mailLog}>
      <summary>{t("lists.mail.log.title", { number: mails.length })}</summary>
      <ul className={styles.mailLogList}>
        {mails.map((mail) => (
          <li key={`${mail.sentAt}-${mail.recipients.join()}`} data-testid="list-mail">
            {t("lists.mail.log.entry", {
              sender: mail.senderName,
              date: formatDateTime(mail.sentAt, { timeZone, language: i18n.language }),
              format: t(mail.includeFinancial ? "lists.mail.log.internal" : "lists.mail.log.customer", {
                format: mail.format.toUpperCase(),
              }),
              recipients: mail.recipients.join(", "),
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}
