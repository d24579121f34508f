import type { Notification, NotificationType } from "@catalogue/core/model";
import { and, asc, count, desc, eq, gt, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { notifications } from "../../db/schema/index";

/** What a feature says when it notifies a user; list fields for list notifications, the change id for roles. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  listId?: number;
  listTitle?: string;
  listOwnerName?: string;
  userRoleChangeId?: number;
}

type Row = typeof notifications.$inferSelect;

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    read: row.read,
    listId: row.listId,
    listTitle: row.listTitle,
    listOwnerName: row.listOwnerName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    userRoleChangeId: row.userRoleChangeId,
  };
}

/** A user's notifications that have not expired at `now`. */
function liveFor(userId: number, now: Date): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)),
  );
}

/**
 * Core spec 4.5 (SQL): stores notifications in the caller's transaction (pass the `tx` of the write that causes
 * them, so a notification exists exactly when its cause was committed).
 */
export async function insertNotifications(
  db: Db,
  items: readonly NewNotification[],
  createdAt: Date,
  expiresAt: Date,
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map((item) => ({
      userId: item.userId,
      type: item.type,
      listId: item.listId ?? null,
      listTitle: item.listTitle ?? null,
      listOwnerName: item.listOwnerName ?? null,
      userRoleChangeId: item.userRoleChangeId ?? null,
      createdAt,
      expiresAt,
    })),
  );
}

/** Core spec 4.5 (SQL): reads and marks the notifications of one user. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async page(
    userId: number,
    now: Date,
    paging: { offset: number; limit: number; newestFirst: boolean },
  ): Promise<{ content: Notification[]; totalCount: number }> {
    const where = liveFor(userId, now);
    // Id breaks ties between notifications created in one transaction, so paging is total and stable.
    const order = paging.newestFirst
      ? [desc(notifications.createdAt), desc(notifications.id)]
      : [asc(notifications.createdAt), asc(notifications.id)];
    const rows = await this.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...order)
      .offset(paging.offset)
      .limit(paging.limit);
    const [total] = await this.db.select({ value: count() }).from(notifications).where(where);
    return { content: rows.map(toNotification), totalCount: total?.value ?? 0 };
  }

  async unreadCount(userId: number, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(notifications)
      .where(and(liveFor(userId, now), eq(notifications.read, false)));
    return row?.value ?? 0;
  }

  /** Marks one of the user's live notifications read; false when there is none with that id. */
  async markRead(userId: number, id: number, now: Date): Promise<Notification | undefined> {
    const [row] = await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(liveFor(userId, now), eq(notifications.id, id)))
      .returning();
    return row ? toNotification(row) : undefined;
  }

  async markAllRead(userId: number, now: Date): Promise<void> {
    await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(liveFor(userId, now), eq(notifications.read, false)));
  }
}
