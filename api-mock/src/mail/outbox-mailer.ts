import type { Db } from "../db/database";
import { mailOutbox } from "../db/schema/index";

/** Architecture 3 (mail/): one outbound mail. */
export interface Mail {
  recipient: string;
  subject: string;
  body: string;
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
    await this.db.insert(mailOutbox).values(mail);
  }
}
