/** Core spec 4.7 and 5: the pure rules of product lists and drafts. */

export { canCurateFor, curatableSubregions } from "./curation-rights";
export { moveElement, toCustomPositions } from "./custom-order";
export { canRemoveList, removableLists } from "./default-list";
export { canStartDraft } from "./draft-permission";
export {
  type DraftShareTargets,
  isAllowedDraftShareChange,
  subregionsWithoutCountry,
} from "./draft-share-change";
export { type DraftMismatch, type DraftStart, draftMismatch, draftStartOf } from "./draft-start";
export { addToEmailHistory } from "./email-history";
export {
  canListReceiveProducts,
  isDraftCountryAllowed,
  isDraftCurrencyAllowed,
} from "./list-currency";
export {
  compareHealthFacts,
  HealthChange,
  type HealthChangeKind,
  type HealthFacts,
  healthFactsOf,
  type ListHealthEntry,
  listHealthEntries,
} from "./list-health";
export { isListNameTaken, normaliseListName } from "./list-name";
export { listQuote, type Quote, type QuoteLine, type QuoteSource } from "./list-quote";
export { type ListSearchProduct, matchesListSearch, searchListElements } from "./list-search";
export {
  mergeOfflineEdits,
  type OfflineEdit,
  type OfflineEditResult,
  type OfflineElementValues,
  type OfflineMerge,
  type OfflineMergedList,
  type OfflineMergeState,
  type OfflineOutcome,
} from "./offline-merge";
export {
  type OfflineSyncSummary,
  offlineSyncBatches,
  queueOfflineEdit,
  summarizeOfflineSync,
  type UnappliedEdit,
} from "./offline-queue";
export { type DuplicatePartition, partitionDuplicates } from "./partition-duplicates";
export {
  holdsCountry,
  partitionForReprice,
  type RepricePartition,
  type RepriceSkipped,
  RepriceSkipReason,
  repriceAlternatives,
  repriceSkipReason,
  repriceTargets,
} from "./reprice";
export {
  type ConflictingElement,
  type DuplicateResolution,
  resolveDuplicateConflict,
} from "./resolve-duplicate-conflict";
export { elementsForSaveAsMine, keepsPricesOnSaveAsMine } from "./save-as-mine";
export { addToSearchHistory } from "./search-history";
export { type SortableElement, sortListElements } from "./sort-elements";
export { type SortableList, sortListsOfLists } from "./sort-lists";
