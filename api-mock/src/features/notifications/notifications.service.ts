import { NOTIFICATION_LIFETIME_DAYS } from "@catalogue/core/constants";
import type { Notification } from "@catalogue/core/model";
import type { Db } from "../../db/database";
import { resourceNotFound } from "../../http/domain-error";
import {
  insertNotifications,
  type NewNotification,
  NotificationsRepository,
} from "./notifications.repository";

export type { NewNotification };

const DAY_MS = 24 * 60 * 60_000;

/**
 * Core spec 4.5: the notifications inbox. Features that notify (sharing, drafts, role changes) call `notify`
 * with the transaction of their own write.
 */
export class NotificationsService {
  private readonly repository: NotificationsRepository;

  constructor(
    db: Db,
    private readonly now: () => Date,
  ) {
    this.repository = new NotificationsRepository(db);
  }

  /** Stores notifications inside `tx`; each expires NOTIFICATION_LIFETIME_DAYS after it was created. */
  async notify(tx: Db, items: readonly NewNotification[]): Promise<void> {
    const createdAt = this.now();
    const expiresAt = new Date(createdAt.getTime() + NOTIFICATION_LIFETIME_DAYS * DAY_MS);
    await insertNotifications(tx, items, createdAt, expiresAt);
  }

  page(
    userId: number,
    query: { page: number; size: number; sort: "asc" | "desc" },
  ): Promise<{ content: Notification[]; totalCount: number }> {
    return this.repository.page(userId, this.now(), {
      offset: query.page * query.size,
      limit: query.size,
      newestFirst: query.sort === "desc",
    });
  }

  unreadCount(userId: number): Promise<number> {
    return this.repository.unreadCount(userId, this.now());
  }

  /** Core spec 4.5: unread becomes read on click; 464 for an id that is not one of the caller's live ones. */
  async markRead(userId: number, id: number): Promise<Notification> {
    const notification = await this.repository.markRead(userId, id, this.now());
    if (!notification) throw resourceNotFound("Notification");
    return notification;
  }

  markAllRead(userId: number): Promise<void> {
    return this.repository.markAllRead(userId, this.now());
  }
}
