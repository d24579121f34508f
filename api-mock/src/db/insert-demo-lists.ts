import { NOTIFICATION_LIFETIME_DAYS } from "@catalogue/core/constants";
import { inArray } from "drizzle-orm";
import type { DemoListPlan } from "../seed/demo-list-types";
import { demoSenderName } from "../seed/demo-lists";
import type { Db, Tx } from "./database";
import {
  countries,
  currencies,
  listElements,
  listPins,
  listRecipients,
  listShareCountries,
  listShareSubregions,
  notifications,
  productLists,
  subregions,
  users,
} from "./schema/index";

const DAY_MS = 24 * 60 * 60 * 1000;

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo lists: unknown ${what} ${String(key)}`);
  return value;
}

/** How many sources stand behind a list: personal lists 0, their shares 1, a draft of a share 2. */
function depthOf(plan: DemoListPlan, key: string | null): number {
  const list = plan.lists.find((each) => each.key === key);
  return list?.source ? depthOf(plan, list.source) + 1 : 0;
}

type DemoListEntry = DemoListPlan["lists"][number];

/** The ids the plan names by e-mail and code, and the lookups that fail loudly on an unknown one. */
interface DemoIds {
  user(email: string): number;
  country(code: string): number;
  subregion(code: string): number;
  currency(title: string): number;
}

/** Every e-mail the plan names: owners, pinners, recipients and notified users. */
function emailsOf(plan: DemoListPlan): string[] {
  return [
    ...new Set([
      ...plan.lists.flatMap((list) => [list.owner, ...list.pinnedBy, ...list.recipients.map((r) => r.email)]),
      ...plan.notifications.map((notification) => notification.email),
    ]),
  ];
}

async function readIds(tx: Tx, plan: DemoListPlan): Promise<DemoIds> {
  const userIds = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, emailsOf(plan)))
    ).map((row) => [row.email, row.id]),
  );
  const countryIds = new Map((await tx.select().from(countries)).map((row) => [row.shortcut, row.id]));
  const subregionIds = new Map((await tx.select().from(subregions)).map((row) => [row.code, row.id]));
  const currencyIds = new Map((await tx.select().from(currencies)).map((row) => [row.title, row.id]));
  return {
    user: (email) => lookup(userIds, email, "user"),
    country: (code) => lookup(countryIds, code, "country"),
    subregion: (code) => lookup(subregionIds, code, "subregion"),
    currency: (title) => lookup(currencyIds, title, "currency"),
  };
}

/** Inserts the lists by depth (a list's id must exist before the lists made from it); returns key → id. */
async function insertLists(
  tx: Tx,
  plan: DemoListPlan,
  ids: DemoIds,
  daysAgo: (days: number) => Date,
): Promise<Map<string, number>> {
  // Owner, type and title name one list of the plan (its test checks it), so the returned ids find their keys.
  const listIds = new Map<string, number>();
  const identity = (ownerId: number, type: string, title: string) => `${ownerId}/${type}/${title}`;
  const depths = plan.lists.map((list) => depthOf(plan, list.key));
  for (let depth = 0; depth <= Math.max(...depths); depth += 1) {
    const wave = plan.lists.filter((_, index) => depths[index] === depth);
    const rows = await tx
      .insert(productLists)
      .values(
        wave.map((list) => ({
          type: list.type,
          ownerId: ids.user(list.owner),
          title: list.title,
          description: list.description,
          note: list.note,
          countryId: ids.country(list.country),
          currencyId: ids.currency(list.currency),
          sourceListId: list.source === null ? null : lookup(listIds, list.source, "source list"),
          lastEditorId: ids.user(list.owner),
          createdAt: daysAgo(list.createdDaysAgo),
          lastUpdatedAt: daysAgo(list.updatedDaysAgo),
        })),
      )
      .returning({
        id: productLists.id,
        ownerId: productLists.ownerId,
        type: productLists.type,
        title: productLists.title,
      });
    const byIdentity = new Map(rows.map((row) => [identity(row.ownerId, row.type, row.title), row.id]));
    for (const list of wave) {
      listIds.set(
        list.key,
        lookup(byIdentity, identity(ids.user(list.owner), list.type, list.title), "list"),
      );
    }
  }
  return listIds;
}

/** Inserts the lists' elements, share targets, recipients and pins. */
async function insertListParts(
  tx: Tx,
  plan: DemoListPlan,
  ids: DemoIds,
  listIds: ReadonlyMap<string, number>,
  daysAgo: (days: number) => Date,
): Promise<void> {
  const each = <T>(make: (list: DemoListEntry, listId: number) => T[]) =>
    plan.lists.flatMap((list) => make(list, lookup(listIds, list.key, "list")));
  const elementRows = each((list, listId) =>
    list.elements.map((element, sortOrder) => ({
      listId,
      ...element,
      sortOrder,
      createdAt: daysAgo(list.createdDaysAgo),
    })),
  );
  const countryRows = each((list, listId) =>
    list.countries.map((code) => ({ listId, countryId: ids.country(code) })),
  );
  const subregionRows = each((list, listId) =>
    list.subregions.map((code) => ({ listId, subregionId: ids.subregion(code) })),
  );
  const recipientRows = each((list, listId) =>
    list.recipients.map(({ email, unread }) => ({ listId, userId: ids.user(email), unread })),
  );
  const pinRows = each((list, listId) =>
    list.pinnedBy.map((email) => ({
      listId,
      userId: ids.user(email),
      createdAt: daysAgo(list.createdDaysAgo),
    })),
  );
  if (elementRows.length > 0) await tx.insert(listElements).values(elementRows);
  if (countryRows.length > 0) await tx.insert(listShareCountries).values(countryRows);
  if (subregionRows.length > 0) await tx.insert(listShareSubregions).values(subregionRows);
  if (recipientRows.length > 0) await tx.insert(listRecipients).values(recipientRows);
  if (pinRows.length > 0) await tx.insert(listPins).values(pinRows);
}

async function insertNotifications(
  tx: Tx,
  plan: DemoListPlan,
  ids: DemoIds,
  listIds: ReadonlyMap<string, number>,
  daysAgo: (days: number) => Date,
): Promise<void> {
  if (plan.notifications.length === 0) return;
  const titles = new Map(plan.lists.map((list) => [list.key, list.title]));
  await tx.insert(notifications).values(
    plan.notifications.map((notification) => {
      const createdAt = daysAgo(notification.daysAgo);
      return {
        userId: ids.user(notification.email),
        type: notification.type,
        read: notification.read,
        listId: lookup(listIds, notification.list, "list"),
        listTitle: lookup(titles, notification.list, "list"),
        listOwnerName: demoSenderName(notification.from),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + NOTIFICATION_LIFETIME_DAYS * DAY_MS),
      };
    }),
  );
}

/**
 * Writes the demo lists, their elements, share targets, recipients, pins and notifications in one transaction,
 * dated `now` minus each item's days, in a few multi-row statements (a list's id must exist before the lists made
 * from it, so lists go in by depth). Users, countries, subregions and currencies are found by e-mail and code, so
 * it runs on any seeded database (the seed calls it inside its transaction; a test may call it on its own copy).
 */
export async function insertDemoLists(db: Db, plan: DemoListPlan, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db.transaction(async (tx) => {
    const ids = await readIds(tx, plan);
    const listIds = await insertLists(tx, plan, ids, daysAgo);
    await insertListParts(tx, plan, ids, listIds, daysAgo);
    await insertNotifications(tx, plan, ids, listIds, daysAgo);
  });
}
