import type { Db } from "../db/database";
import { mailOutbox } from "../db/schema/index";

/** A file sent with a mail (an exported list). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Architecture 3 (mail/): one outbound mail. */
export interface Mail {
  recipient: string;
  subject: string;
  body: string;
  attachments?: MailAttachment[];
}

/** Architecture 3 (mail/): how features send mail, whatever carries it. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Architecture 3 (mail/): keeps every mail in the `mail_outbox` table, where `GET /api/__dev/outbox` shows it.
 * It joins the caller's transaction when given one, so a mail exists exactly when its command committed.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Pick<Db, "insert">) {}

  async send(mail: Mail): Promise<void> {
    const attachments = (mail.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      contentBase64: attachment.content.toString("base64"),
    }));
    await this.db.insert(mailOutbox).values({ ...mail, attachments });
  }
}
