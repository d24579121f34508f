import { isKeyUserOrAdmin, isPartner } from "@catalogue/core/access";
import type { ProductListType, Role } from "@catalogue/core/model";
import { resourceNotFound } from "../../http/domain-error";
import type { ListRecord } from "./product-lists.repository";

/** Who asks: id, role and where they are. */
export interface ListReader {
  id: number;
  role: Role;
  countryId: number | null;
  subregionId: number | null;
}

/** The share targets of one list. */
export interface ListTargets {
  countryIds: number[];
  subregionIds: number[];
  recipientIds: number[];
  /** Recipients who have not opened the shared list yet. */
  unreadRecipientIds: number[];
  /** The recipients' names (only the sharer is shown them). */
  recipientNames: string[];
}

/**
 * Core spec 6 / supplement 7: who may read a list. Personal lists and drafts: their owner. Private shares: the
 * sharer and the recipients. Country shares: the sharer, Key users and admins, and users in a country it is
 * shared with; never partners (they have no country lists). A subregion target reaches only the countries
 * assigned to it in the share (they are among the list's countries), never the subregion's other countries.
 */
export function canReadList(list: ListRecord, targets: ListTargets, reader: ListReader): boolean {
  return canReadListOf(list.ownerId === reader.id, list.type, targets, reader);
}

/** `canReadList` for a list known only by its type and whether the reader owns it (The list open). */
export function canReadListOf(
  own: boolean,
  type: ProductListType,
  targets: Pick<ListTargets, "countryIds" | "recipientIds">,
  reader: ListReader,
): boolean {
  if (own) return true;
  switch (type) {
    case "privateShare":
      return targets.recipientIds.includes(reader.id);
    case "countryShare": {
      if (isPartner(reader)) return false;
      if (isKeyUserOrAdmin(reader)) return true;
      return reader.countryId !== null && targets.countryIds.includes(reader.countryId);
    }
    default:
      return false;
  }
}

/** Core spec 8 (464): a list the reader may not see is answered as if it did not exist. */
export function assertReadable(list: ListRecord | undefined, targets: ListTargets, reader: ListReader) {
  if (!list || !canReadList(list, targets, reader)) throw resourceNotFound("Product list");
  return list;
}

/** Supplement 7: only the owner writes a personal list's elements (shared lists change through drafts). */
export function assertOwnPersonal(list: ListRecord | undefined, reader: ListReader): ListRecord {
  if (!list || list.ownerId !== reader.id || list.type !== "personal") throw resourceNotFound("Product list");
  return list;
}

/** Core spec 4.7: the list types whose elements their owner edits (a country list changes through its draft). */
export const ELEMENT_EDITABLE_TYPES: readonly ProductListType[] = ["personal", "draft"];

/** Core spec 4.7: the owner edits the elements of their personal lists and of their drafts. */
export function canEditElements(list: ListRecord | undefined, reader: ListReader): list is ListRecord {
  return list !== undefined && list.ownerId === reader.id && ELEMENT_EDITABLE_TYPES.includes(list.type);
}

/** `canEditElements`, or 464 as if the list did not exist. */
export function assertOwnEditable(list: ListRecord | undefined, reader: ListReader): ListRecord {
  if (!canEditElements(list, reader)) throw resourceNotFound("Product list");
  return list;
}
