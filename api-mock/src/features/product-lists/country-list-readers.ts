import { isPartner } from "@catalogue/core/access";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema/index";
import { exportText } from "../../exports/export-texts";
import type { Mailer } from "../../mail/outbox-mailer";
import type { NotificationsService } from "../notifications/notifications.service";
import type { ListTargets } from "./list-access";

/** What a published country list tells its readers. */
export interface PublishedListNotice {
  listId: number;
  title: string;
  senderId: number;
  senderName: string;
  targets: Pick<ListTargets, "countryIds">;
}

/**
 * The enabled, non-partner users of a target country other than the sender (a subregion target reaches only the
 * countries assigned to it, which are among the list's countries) get PUBLIC_LIST_UPDATED, and an e-mail in their language when their updatedCountryShareNotification
 * setting is on; both inside the publishing transaction `tx`.
 */
export async function tellCountryListReaders(
  tx: Db,
  notifications: NotificationsService,
  mailer: Mailer,
  notice: PublishedListNotice,
): Promise<void> {
  const { countryIds } = notice.targets;
  const readers = (await tx.select().from(users).where(eq(users.enabled, true))).filter(
    (user) =>
      user.id !== notice.senderId &&
      !isPartner(user) &&
      user.countryId !== null &&
      countryIds.includes(user.countryId),
  );
  await notifications.notify(
    tx,
    readers.map((user) => ({
      userId: user.id,
      type: "PUBLIC_LIST_UPDATED" as const,
      listId: notice.listId,
      listTitle: notice.title,
      listOwnerName: notice.senderName,
    })),
  );
  for (const reader of readers.filter((user) => user.updatedCountryShareNotification)) {
    const params = { title: notice.title, sender: notice.senderName };
    await mailer.send({
      recipient: reader.email,
      subject: exportText(reader.languageShortcut, "mail.listUpdated.subject", params),
      body: exportText(reader.languageShortcut, "mail.listUpdated.body", params),
    });
  }
}
