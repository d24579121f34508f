import type { Transporter } from "nodemailer";
import type { Mail, Mailer } from "./outbox-mailer";

/** Architecture 3 (mail/): the sender address of every mail the server sends. */
export const MAIL_FROM = "Product Catalogue <no-reply@catalogue.example>";

/**
 * Architecture 3 (mail/): sends mail through the SMTP server of `SMTP_URL` (for example
 * `smtp://user:pass@mail.example:587`) with nodemailer. A failed delivery rejects, so the command that sends
 * inside its transaction is rolled back instead of claiming a mail went out.
 */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | undefined;

  constructor(private readonly url: string) {}

  /** nodemailer loads with the first mail (some 9 MB of RSS a server without mail never needs). */
  private transporter(): Promise<Transporter> {
    this.transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.url),
    );
    return this.transport;
  }

  async send(mail: Mail): Promise<void> {
    const transport = await this.transporter();
    await transport.sendMail({
      from: MAIL_FROM,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.body,
      attachments: (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    });
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
