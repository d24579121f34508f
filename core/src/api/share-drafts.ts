import * as z from "zod";
import { Id } from "../model/common";
import { ProductListDescription, ProductListTitle } from "../rules/product-list-form.schema";
import { ShareNote } from "../rules/share-form.schema";
import { DuplicateResolutionChoice } from "./list-elements";

/** Core spec 4.7 (POST /share-draft/start-draft): the country list to draft. */
export const StartDraftRequest = z.object({ listId: Id });
export type StartDraftRequest = z.infer<typeof StartDraftRequest>;

/** Core spec 4.7 (PUT /share-draft/{id}/edit): title, description, note and the (only shrinking) targets. */
export const EditDraftRequest = z.object({
  title: ProductListTitle,
  description: ProductListDescription.optional().default(""),
  note: ShareNote,
  countryIds: z.array(Id),
  subregionIds: z.array(Id),
  version: z.int().positive(),
});
export type EditDraftRequest = z.infer<typeof EditDraftRequest>;

/** Core spec 4.7 (PUT /share-draft/{id}/update-edit-date): the draft's version read. */
export const DraftVersionRequest = z.object({ version: z.int().positive() });
export type DraftVersionRequest = z.infer<typeof DraftVersionRequest>;

/**
 * Core spec 4.7 (POST /share-draft/{id}/publish-draft): when the list changed after the draft started the answer is
 * 409 DRAFT_UPDATE_CONFLICT unless `resolution` says whether the list's new prices and quantities override the
 * draft's or are ignored (products only the newer list holds are kept).
 */
export const PublishDraftRequest = z.object({ resolution: DuplicateResolutionChoice.optional() });
export type PublishDraftRequest = z.infer<typeof PublishDraftRequest>;
