import type { PublishDraftRequest } from "@catalogue/core/api";
import { resolveDuplicateConflict } from "@catalogue/core/rules/lists";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { listShareCountries, listShareSubregions } from "../../db/schema/index";
import { businessRule } from "../../http/domain-error";
import type { ListBundle } from "./list-views";
import {
  copyElementRows,
  type ElementRow,
  type ListRecord,
  listsRepository,
} from "./product-lists.repository";
import type { ListCaller, ProductListsService } from "./product-lists.service";
import { sharingRepository } from "./sharing.repository";

/** Writes a draft over its country list (DRAFT_UPDATE_CONFLICT when the list changed, unless resolved). */
export async function publishOver(
  tx: Db,
  lists: ProductListsService,
  caller: ListCaller,
  { draft, source, draftBundle }: { draft: ListRecord; source: ListRecord; draftBundle: ListBundle },
  request: PublishDraftRequest,
): Promise<void> {
  const changed = source.lastUpdatedAt.getTime() > draft.createdAt.getTime();
  if (changed && !request.resolution) {
    throw businessRule("DRAFT_UPDATE_CONFLICT", "The list changed after the draft was started");
  }
  const draftRows = draftBundle.elements.get(draft.id) ?? [];
  const sourceRows = await listsRepository.elements(tx, [source.id]);
  const asElement = (row: ElementRow) => ({ ...row, pricing: { crp: row.crp } });
  const merged = changed
    ? resolveDuplicateConflict(
        draftRows.map(asElement),
        sourceRows.map(asElement),
        request.resolution ?? { prices: "ignore", quantities: "ignore" },
      )
    : draftRows.map(asElement);
  await listsRepository.removeElements(
    tx,
    sourceRows.map((row) => row.id),
  );
  await listsRepository.insertElements(
    tx,
    copyElementRows(
      merged.map((element, index) => ({ ...element, crp: element.pricing.crp ?? null, sortOrder: index })),
      source.id,
    ),
  );
  const targets = lists.views.targetsOf(draftBundle, draft.id);
  await tx.delete(listShareCountries).where(eq(listShareCountries.listId, source.id));
  await tx.delete(listShareSubregions).where(eq(listShareSubregions.listId, source.id));
  await sharingRepository.addTargets(tx, source.id, targets.countryIds, targets.subregionIds);
  await lists.bump(tx, caller, source, source.version, {
    title: draft.title,
    description: draft.description,
    note: draft.note,
    sortingType: draft.sortingType,
  });
  await listsRepository.remove(tx, [draft.id]);
}
