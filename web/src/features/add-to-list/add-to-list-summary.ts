import type { AddToListsResponse } from "@catalogue/core/api";
import type { TFunction } from "i18next";

/** The toast after an addition: a tone and the sentences, already translated. */
export interface AddToListSummary {
  readonly tone: "success" | "warning";
  readonly message: string;
}

/**
 * Supplement 4: what the toast says after "add to list": the lists that took the product, then the
 * lists that skipped it, by reason (already there, other currency), named by their titles.
 */
export function summariseAddition(
  response: AddToListsResponse,
  titles: ReadonlyMap<number, string>,
  productTitle: string,
  t: TFunction,
): AddToListSummary {
  const name = (listId: number) => titles.get(listId) ?? `#${listId}`;
  const added = response.results.filter((result) => result.added.length > 0).map((r) => name(r.listId));
  const skippedFor = (reason: "DUPLICATE" | "CURRENCY_MISMATCH") =>
    response.results
      .filter((result) => result.skipped.some((skip) => skip.reason === reason))
      .map((result) => name(result.listId));
  const duplicates = skippedFor("DUPLICATE");
  const otherCurrency = skippedFor("CURRENCY_MISMATCH");
  const sentences: string[] = [];
  if (added.length > 0)
    sentences.push(
      t("addToList.added", { title: productTitle, lists: added.join(", "), count: added.length }),
    );
  if (duplicates.length > 0)
    sentences.push(
      t("addToList.skippedDuplicate", { lists: duplicates.join(", "), count: duplicates.length }),
    );
  if (otherCurrency.length > 0)
    sentences.push(
      t("addToList.skippedCurrency", { lists: otherCurrency.join(", "), count: otherCurrency.length }),
    );
  const skippedAny = duplicates.length + otherCurrency.length > 0;
  return { tone: skippedAny ? "warning" : "success", message: sentences.join(" ") };
}
