import type { AvailabilityIndicator } from "@catalogue/core/model";

/** How many finished answers stay in memory (about 1 kB per element each; the oldest leaves first). */
const MAX_ANSWERS = 200;

/** What a list's element answer depends on besides its rows, checked again on every open. */
export interface AnswerInputs {
  /** List id, list version, the caller's view settings, catalogue version, reference data: see `answerKey`. */
  key: string;
  /** The products of the answer, in row order: their favourite flags and indicators are checked per open. */
  productIds: readonly number[];
  /** Per product: is it among the caller's favourites. */
  favorites: readonly boolean[];
  /**
   * Per product: its part number (fixed for a catalogue version, which is in the key, so the open skips the
   * product lookup), or undefined for a product the catalogue does not hold.
   */
  partNumbers: readonly (string | undefined)[];
  /** Per product: the catalogue's indicator array of its part number (compared by identity, see `isCurrent`). */
  indicators: readonly (readonly AvailabilityIndicator[])[];
}

/** A finished answer: the JSON bytes sent as they are, and what they were built from. */
export interface CachedAnswer extends AnswerInputs {
  body: Uint8Array<ArrayBuffer>;
}

/** The caller's settings that change a list's element view (cards, status, prices, indicators). */
export interface AnswerViewer {
  role: string;
  countryId: number | null;
  subregionId: number | null;
  currencyId: number | null;
  showPrices: boolean;
  showAvailability: boolean;
  phaseOutCheck: boolean;
  clearanceCheck: boolean;
}

/**
 * The part of an answer's key that is fixed per open: list id and version (every element or sorting write bumps
 * it), every caller setting that changes a card, the catalogue version (changes with every catalogue reload:
 * import, reseed) and the reference data generation (currency rates). Favourites and availability indicators
 * change without any of these, so they are compared per product in `isCurrent`.
 */
export function answerKey(
  listId: number,
  version: number,
  viewer: AnswerViewer,
  catalogueVersion: string,
  referenceGeneration: number,
): string {
  return [
    listId,
    version,
    viewer.role,
    viewer.countryId,
    viewer.subregionId,
    viewer.currencyId,
    Number(viewer.showPrices),
    Number(viewer.showAvailability),
    Number(viewer.phaseOutCheck),
    Number(viewer.clearanceCheck),
    catalogueVersion,
    referenceGeneration,
  ].join(":");
}

/**
 * Finished list-element answers as JSON bytes, so opening an unchanged list
 * again is a lookup instead of 200 product cards, pricing, sorting and `JSON.stringify`. An entry is only served
 * when its key matches (see `answerKey`) and the caller's favourites and the catalogue's indicators of its
 * products are the ones it was built from.
 */
export class ListOpenCache {
  private readonly answers = new Map<string, CachedAnswer>();

  /**
   * The cached answer for `key` if still current. `favoriteOf` and `indicatorsOf` (by part number) give today's
   * values; `indicatorsOf` must return the catalogue's own arrays: an indicator reload builds new ones, so an
   * array that is not the same object (and not empty in both) means the indicators changed.
   */
  get(
    key: string,
    favoriteOf: (productId: number) => boolean,
    indicatorsOf: (partNumber: string) => readonly AvailabilityIndicator[],
  ): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer || !isCurrent(answer, favoriteOf, indicatorsOf)) return undefined;
    // Most recently used last, so the oldest entry is the first one the Map yields.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  set(answer: CachedAnswer): void {
    this.answers.delete(answer.key);
    this.answers.set(answer.key, answer);
    if (this.answers.size > MAX_ANSWERS) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
  }

  /** Forgets everything (after a reseed, when list ids and versions start again). */
  clear(): void {
    this.answers.clear();
  }
}

const NO_INDICATORS: readonly AvailabilityIndicator[] = [];

function isCurrent(
  answer: AnswerInputs,
  favoriteOf: (productId: number) => boolean,
  indicatorsOf: (partNumber: string) => readonly AvailabilityIndicator[],
): boolean {
  // A plain loop: this runs for every product of every cached open (About 13 % of a cached open's CPU
  // in the server profile before the part numbers were kept).
  const { productIds, favorites, partNumbers, indicators } = answer;
  for (let index = 0; index < productIds.length; index += 1) {
    if (favoriteOf(productIds[index] as number) !== favorites[index]) return false;
    const partNumber = partNumbers[index];
    const now = partNumber === undefined ? NO_INDICATORS : indicatorsOf(partNumber);
    const then = indicators[index] ?? NO_INDICATORS;
    if (now !== then && (now.length !== 0 || then.length !== 0)) return false;
  }
  return true;
}
