import * as z from "zod";
import { Id, Timestamp } from "../model/common";
import { ListOfListsSort } from "../model/enums";
import { ProductList } from "../model/product-list";
import { EMAIL_ADDRESS_MAX } from "../rules/email.schema";
import { RepriceSkipReason } from "../rules/lists/reprice";
import { ProductListForm, ProductListTitle } from "../rules/product-list-form.schema";

/** Supplement 7: a path naming one list (`/product-lists/{id}`, `/product-lists/list/{id}`...). */
export const ListIdParam = z.object({ id: z.coerce.number().int().positive() });
export type ListIdParam = z.infer<typeof ListIdParam>;

/** Core spec 4.1 (GET /product-lists/list): the list-of-lists sort, LAST_MODIFIED by default. */
export const ListOfListsQuery = z.object({ sort: ListOfListsSort.optional() });
export type ListOfListsQuery = z.infer<typeof ListOfListsQuery>;

/** Core spec 5 (POST /product-lists/list): a new personal list: the product list form. */
export const CreateListRequest = ProductListForm;
export type CreateListRequest = z.infer<typeof CreateListRequest>;

/** Core spec 8 (428): the `version` the client last read; a stale one is refused and nothing is written. */
export const ListVersion = z.int().positive();

/** Core spec 5 (PUT /product-lists/list/{id}): new title and description, with the version read. */
export const UpdateListRequest = ProductListForm.extend({ version: ListVersion });
export type UpdateListRequest = z.infer<typeof UpdateListRequest>;

/** Supplement 7 (DELETE /product-lists/list): the lists to remove; the default list is never removed. */
export const DeleteListsRequest = z.object({ ids: z.array(Id).min(1) });
export type DeleteListsRequest = z.infer<typeof DeleteListsRequest>;

/** Supplement 7 (DELETE /product-lists/list): what was removed and what was kept (the default list). */
export const DeleteListsResponse = z.object({ removed: z.array(Id), kept: z.array(Id) });
export type DeleteListsResponse = z.infer<typeof DeleteListsResponse>;

/** Core spec 4.7 (copy-with-title, save as mine): the copy's title. */
export const CopyListRequest = z.object({ title: ProductListTitle });
export type CopyListRequest = z.infer<typeof CopyListRequest>;

/** Core spec 4.7 / 6 (re-price): the country to copy the list into (one the user holds) and the copy's title. */
export const RepriceListRequest = z.object({ countryId: Id, title: ProductListTitle });
export type RepriceListRequest = z.infer<typeof RepriceListRequest>;

/** A product named in a re-price answer. */
export const RepriceProductRef = z.object({ id: Id, title: z.string() });
export type RepriceProductRef = z.infer<typeof RepriceProductRef>;

/** One product left out of the copy: why, and its alternatives the target country takes (supplement 7). */
export const RepriceSkippedProduct = z.object({
  id: Id,
  title: z.string(),
  quantity: z.int().nonnegative(),
  reason: RepriceSkipReason,
  alternatives: z.array(RepriceProductRef),
});
export type RepriceSkippedProduct = z.infer<typeof RepriceSkippedProduct>;

/** The new list in the target country's currency (prices as the caller may see them) and what stayed behind. */
export const RepriceListResponse = z.object({ list: ProductList, skipped: z.array(RepriceSkippedProduct) });
export type RepriceListResponse = z.infer<typeof RepriceListResponse>;

/** Supplement 7 (xlsx, pdf and their links, send-email): the file formats a list is exported in. */
export const ExportFormat = z.enum(["xlsx", "pdf"]);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** Supplement 7 (POST send-email): recipients (checked against the maker's domain by the server) and a note. */
export const SendListEmailRequest = z.object({
  recipients: z.array(z.string().min(1).max(EMAIL_ADDRESS_MAX)).min(1),
  note: z.string().max(500).optional().default(""),
  includeFinancial: z.boolean().optional().default(false),
  format: ExportFormat.optional().default("xlsx"),
});
export type SendListEmailRequest = z.infer<typeof SendListEmailRequest>;

/** Supplement 3: the caller's e-mail history, de-duplicated, most recently used first. */
export const EmailHistoryResponse = z.array(z.string());
export type EmailHistoryResponse = z.infer<typeof EmailHistoryResponse>;

/** Supplement 7 (send-email): one mailing of a list: who sent it, when, to whom, in which format. */
export const ListMail = z.object({
  senderName: z.string(),
  sentAt: Timestamp,
  recipients: z.array(z.string()),
  format: ExportFormat,
  includeFinancial: z.boolean(),
});
export type ListMail = z.infer<typeof ListMail>;

/** The mailings of one list, newest first. */
export const ListMailsResponse = z.array(ListMail);
export type ListMailsResponse = z.infer<typeof ListMailsResponse>;

/** The export query; financial columns only when asked and only for callers allowed prices. */
export const ExportQuery = z.object({
  includeFinancial: z
    .enum(["true", "false"])
    .optional()
    .default("false")
    .transform((value) => value === "true"),
});
export type ExportQuery = z.infer<typeof ExportQuery>;

/** A single-use URL that downloads without headers, until `expiresAt`. */
export const ExportLinkResponse = z.object({ url: z.string().min(1), expiresAt: Timestamp });
export type ExportLinkResponse = z.infer<typeof ExportLinkResponse>;

/** The token of an export link. */
export const ExportTokenParam = z.object({ token: z.string().min(16).max(128) });
export type ExportTokenParam = z.infer<typeof ExportTokenParam>;

/** Core spec 3 (GET /product-lists/list, /pinned-lists/list): lists as the API sends them. */
export const ProductLists = z.array(ProductList);
export type ProductLists = z.infer<typeof ProductLists>;
