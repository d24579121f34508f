import type { Db } from "../../db/database";
import type { Mailer } from "../../mail/outbox-mailer";
import type { NotificationsService } from "../notifications/notifications.service";
import { tellCountryListReaders } from "./country-list-readers";
import { copyElementRows, type ListRecord, listsRepository } from "./product-lists.repository";
import type { ListCaller, ProductListsService } from "./product-lists.service";
import { sharingRepository } from "./sharing.repository";

/** What a second share of the same list carries: its source (own list or the country list) and the form. */
export interface Republish {
  countryListId: number;
  source: ListRecord;
  sourceRows: Parameters<typeof copyElementRows>[0];
  note: string;
  countryIds: readonly number[];
  subregionIds: readonly number[];
}

/**
 * Core spec 4.7 / supplement 4: sharing a list by country again publishes a newer version of the country list made
 * from it (same id, so pins and an open draft keep pointing at it): the source's texts and elements, the form's
 * note and targets, a new version and `lastUpdatedAt`. A draft started before it then meets the update conflict
 * on publish. The readers of the new targets are told (PUBLIC_LIST_UPDATED, mail per their setting), as after a
 * draft's publish. Runs inside the share's transaction `tx`.
 */
export async function republishCountryShare(
  tx: Db,
  lists: ProductListsService,
  notifications: NotificationsService,
  mailer: Mailer,
  caller: ListCaller,
  republish: Republish,
): Promise<void> {
  const { countryListId, source } = republish;
  await listsRepository.lock(tx, [countryListId]);
  const [current] = await listsRepository.find(tx, [countryListId]);
  if (!current) throw new Error("the country list vanished under its lock");
  if (source.id !== countryListId) {
    const old = await listsRepository.elements(tx, [countryListId]);
    await listsRepository.removeElements(
      tx,
      old.map((row) => row.id),
    );
    await listsRepository.insertElements(tx, copyElementRows(republish.sourceRows, countryListId));
  }
  await sharingRepository.replaceTargets(tx, countryListId, republish.countryIds, republish.subregionIds);
  await lists.bump(tx, caller, current, current.version, {
    title: source.title,
    description: source.description,
    note: republish.note,
    sortingType: source.sortingType,
  });
  await tellCountryListReaders(tx, notifications, mailer, {
    listId: countryListId,
    title: source.title,
    senderId: caller.id,
    senderName: current.ownerName,
    targets: { countryIds: [...republish.countryIds] },
  });
}
