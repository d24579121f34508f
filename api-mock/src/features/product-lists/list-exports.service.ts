import { createHash, randomBytes } from "node:crypto";
import { canSeePrices } from "@catalogue/core/access";
import type { ExportFormat, ExportLinkResponse, ListMail, SendListEmailRequest } from "@catalogue/core/api";
import { EXPORT_MEDIA_TYPES } from "@catalogue/core/api/catalogue";
import type { ProductListType } from "@catalogue/core/model";
import { addToEmailHistory } from "@catalogue/core/rules/lists";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { emailHistory, exportLinks, listMails, users } from "../../db/schema/index";
import type { ListExportFromOpen } from "../../exports/export-from-open";
import { type ExportPool, ExportsBusyError } from "../../exports/export-pool";
import { exportText } from "../../exports/export-texts";
import { resourceNotFound, unavailable } from "../../http/domain-error";
import { assertMakerRecipients } from "../../mail/maker-recipients";
import type { Mailer } from "../../mail/outbox-mailer";
import type { ProfileRepository } from "../profile/profile.repository";
import type { ListElementsService } from "./list-elements.service";
import type { ProductListsService } from "./product-lists.service";

/** A rendered export. */
export interface ExportFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** An export link works once, for five minutes. */
export const EXPORT_LINK_LIFETIME_MS = 5 * 60_000;
/** Export times are printed in this zone: the profile holds no time zone. */
const TIME_ZONE = "Europe/Berlin";

const hash = (token: string): string => createHash("sha256").update(token).digest("hex");
const fileName = (title: string, format: ExportFormat): string =>
  `${title.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "list"}.${format}`;

/**
 * XLSX and PDF exports of any list the caller may read (personal, shared, draft), single-use
 * download links, and mailing a list to colleagues of the maker's domain with the e-mail history kept per user.
 */
export class ListExportsService {
  constructor(
    private readonly db: Db,
    private readonly lists: ProductListsService,
    private readonly profiles: ProfileRepository,
    private readonly mailerFor: (tx: Db) => Mailer,
    private readonly now: () => Date,
    /** Download links start with it (PUBLIC_URL), never with the request's Host header. */
    private readonly publicUrl: string,
    /** Renders off the event loop, so other requests are answered while an export runs. */
    private readonly pool: ExportPool,
    /** The lists' open answers, which the exports take their elements from. */
    private readonly elements: Pick<ListElementsService, "open">,
  ) {}

  /** The export of one list; financial columns only when asked and allowed (core `canSeePrices`). */
  async render(
    userId: number,
    listId: number,
    format: ExportFormat,
    includeFinancial: boolean,
    type?: ProductListType,
  ): Promise<ExportFile> {
    const input = await this.exportInput(userId, listId, includeFinancial, type);
    const content = await this.pool.render(format, input).catch((error: unknown) => {
      if (error instanceof ExportsBusyError)
        throw unavailable(
          "EXPORTS_BUSY",
          error.retryAfterSeconds,
          "Every export renderer is busy; try again soon",
        );
      throw error;
    });
    return { filename: fileName(input.list.title, format), contentType: EXPORT_MEDIA_TYPES[format], content };
  }

  /**
   * The export without its elements, and the elements as the list's open answer (`GET list-elements`), which is
   * kept per list version and caller view: a repeated export of an unchanged list prices nothing on this thread,
   * and the renderer parses the answer on its own. The answer is read after the list, so its elements are never
   * older than the header.
   */
  private async exportInput(
    userId: number,
    listId: number,
    includeFinancial: boolean,
    type?: ProductListType,
  ): Promise<ListExportFromOpen> {
    const caller = await this.lists.caller(userId);
    const user = await this.profiles.findUser(userId);
    const { list } = await this.lists.readable(this.db, caller, listId, type, false);
    const { countryName, currency } = await this.lists.views.countryAndCurrency(list);
    // A copy of its own: the kept answer stays in the cache, the copy is moved into the worker, not cloned again.
    const openAnswer = new Uint8Array(await this.elements.open(userId, listId));
    const prices = canSeePrices(caller);
    return {
      list: {
        title: list.title,
        description: list.description,
        type: list.type,
        countryName,
        currency,
        ownerName: list.ownerName,
        createdAt: list.createdAt.toISOString(),
        lastUpdatedAt: list.lastUpdatedAt.toISOString(),
      },
      openAnswer,
      prices,
      viewer: {
        language: user?.languageShortcut ?? "en",
        separator: user?.separator ?? "DOT",
        timeZone: TIME_ZONE,
      },
      includeFinancial: includeFinancial && prices,
      exportedAt: this.now(),
    };
  }

  /** A single-use URL valid for five minutes, for a list the caller may read. */
  async link(
    userId: number,
    listId: number,
    format: ExportFormat,
    includeFinancial: boolean,
    type?: ProductListType,
  ): Promise<ExportLinkResponse> {
    const caller = await this.lists.caller(userId);
    await this.lists.readable(this.db, caller, listId, type);
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(this.now().getTime() + EXPORT_LINK_LIFETIME_MS);
    await this.db
      .insert(exportLinks)
      .values({ tokenHash: hash(token), userId, listId, format, includeFinancial, expiresAt });
    return { url: `${this.publicUrl}/api/exports/${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** Downloads through a link once; used, expired or unknown tokens answer 464; a failed download keeps it. */
  async redeem(token: string): Promise<ExportFile> {
    const now = this.now();
    const [link] = await this.db
      .update(exportLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(exportLinks.tokenHash, hash(token)),
          isNull(exportLinks.usedAt),
          gt(exportLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!link) throw resourceNotFound("Export link");
    try {
      return await this.render(link.userId, link.listId, link.format, link.includeFinancial);
    } catch (error) {
      // Nothing was downloaded (renderers busy, or a fault): the link works again, so the user can retry it.
      await this.db
        .update(exportLinks)
        .set({ usedAt: null })
        .where(and(eq(exportLinks.tokenHash, hash(token)), eq(exportLinks.usedAt, now)));
      throw error;
    }
  }

  /**
   * Mails the list (a note, a summary in the body, the export attached) to addresses of
   * the maker's domain (core e-mail rule), one mail each, and records them in the sender's e-mail history. The
   * mails and the history are one transaction: with the outbox, nothing is kept when any part fails.
   */
  async send(userId: number, listId: number, request: SendListEmailRequest): Promise<string[]> {
    assertMakerRecipients(request.recipients);
    const file = await this.render(userId, listId, request.format, request.includeFinancial);
    const sender = await this.profiles.findUser(userId);
    const language = sender?.languageShortcut ?? "en";
    const caller = await this.lists.caller(userId);
    const { list, bundle } = await this.lists.readable(this.db, caller, listId);
    const count = bundle.elements.get(listId)?.length ?? 0;
    const senderName = sender ? `${sender.name} ${sender.surname}` : "";
    const body = [
      exportText(language, "mail.listSent.intro", { sender: senderName, title: list.title, number: count }),
      ...(request.note ? ["", exportText(language, "mail.listSent.note"), request.note] : []),
      "",
      exportText(language, "mail.listSent.attachment", { filename: file.filename }),
    ].join("\n");
    return this.db.transaction(async (tx) => {
      const mailer = this.mailerFor(tx);
      const history = await this.history(userId, tx);
      for (const recipient of request.recipients) {
        await mailer.send({
          recipient,
          subject: exportText(language, "mail.listSent.subject", { title: list.title }),
          body,
          attachments: [file],
        });
      }
      await tx.insert(listMails).values({
        listId,
        senderId: userId,
        recipients: request.recipients,
        format: request.format,
        includeFinancial: request.includeFinancial,
        sentAt: this.now(),
      });
      const updated = addToEmailHistory(history, request.recipients);
      const at = this.now().getTime();
      for (const [index, email] of updated.entries()) {
        // Newest first: the first address gets the latest time, so the order survives reading back.
        const usedAt = new Date(at - index);
        await tx
          .insert(emailHistory)
          .values({ userId, email: email.toLowerCase(), usedAt })
          .onConflictDoUpdate({ target: [emailHistory.userId, emailHistory.email], set: { usedAt } });
      }
      return updated;
    });
  }

  /** Supplement 3: the caller's e-mail history, newest first. */
  /** Supplement 7: the mailings of a list the caller may read (464 otherwise), newest first. */
  async mails(userId: number, listId: number): Promise<ListMail[]> {
    const caller = await this.lists.caller(userId);
    await this.lists.readable(this.db, caller, listId);
    const rows = await this.db
      .select({
        name: users.name,
        surname: users.surname,
        sentAt: listMails.sentAt,
        recipients: listMails.recipients,
        format: listMails.format,
        includeFinancial: listMails.includeFinancial,
      })
      .from(listMails)
      .innerJoin(users, eq(users.id, listMails.senderId))
      .where(eq(listMails.listId, listId))
      .orderBy(desc(listMails.sentAt), desc(listMails.id));
    return rows.map(({ name, surname, sentAt, ...mail }) => ({
      ...mail,
      senderName: `${name} ${surname}`.trim(),
      sentAt: sentAt.toISOString(),
    }));
  }

  async history(userId: number, db: Db = this.db): Promise<string[]> {
    const rows = await db
      .select({ email: emailHistory.email })
      .from(emailHistory)
      .where(eq(emailHistory.userId, userId))
      .orderBy(desc(emailHistory.usedAt));
    return rows.map((row) => row.email);
  }
}
