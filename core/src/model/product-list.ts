import * as z from "zod";
import { CurrencyCode, Id, Money, Timestamp } from "./common";
import { ListSortingType, ProductListType } from "./enums";

/**
 * Core spec 3 and supplement 3: a product list of any type. `version` grows on every change and guards
 * concurrent edits (a stale version is answered with 428, core spec 8). Totals are absent for viewers without
 * price access. A country share names the countries and subregions it is shared with; a draft names its source list.
 * A shared list and a draft carry the sharer's note, so receivers read it in the app and not only in the e-mail.
 */
export const ProductList = z.object({
  id: Id,
  type: ProductListType,
  title: z.string().min(1),
  description: z.string().nullable(),
  countryId: Id.nullable(),
  countryName: z.string().nullable(),
  subregionId: Id.nullable(),
  currency: CurrencyCode,
  pinned: z.boolean(),
  draft: z.boolean(),
  defaultList: z.boolean(),
  ownerName: z.string().nullable(),
  lastEditorName: z.string().nullable(),
  createdAt: Timestamp,
  lastUpdatedAt: Timestamp,
  numberOfProducts: z.int().nonnegative(),
  totalAmount: Money.nullable().optional(),
  totalGgp: Money.nullable().optional(),
  sortingType: ListSortingType,
  customOrder: z.array(Id),
  unread: z.boolean(),
  version: z.int().nonnegative(),
  sharedCountryIds: z.array(Id),
  sharedSubregionIds: z.array(Id),
  sourceListId: Id.nullable(),
  /** Supplement 3 / 7: the sharer's note of a shared list or draft (null on personal lists). */
  note: z.string().nullable(),
  /** Who wrote the note: the sharer; on a draft, the sharer of the country list it was started from. */
  noteAuthorName: z.string().nullable(),
  /** Supplement 7: the names of a private share's recipients, sent to its sharer only (empty for everyone else). */
  sharedWithNames: z.array(z.string()),
});
export type ProductList = z.infer<typeof ProductList>;
