import type { AvailabilityIndicator } from "@catalogue/core/model";
import { KeptBytes, type KeptEntry } from "./kept-bytes";

/**
 * What an answer made of product cards depends on besides its key, checked again on every read: the caller's
 * favourites and the availability indicators of its products.
 */
export interface AnswerInputs {
  /** See `answerKey`. */
  key: string;
  /** The products of the answer, in its order: their favourite flags and indicators are checked per read. */
  productIds: readonly number[];
  /** Per product: is it among the caller's favourites. */
  favorites: readonly boolean[];
  /**
   * Per product: its part number (fixed for a catalogue version, which is in the key, so a read skips the
   * product lookup), or undefined for a product the catalogue does not hold.
   */
  partNumbers: readonly (string | undefined)[];
  /** Per product: the catalogue's indicator array of its part number (compared by identity, see `isCurrent`). */
  indicators: readonly (readonly AvailabilityIndicator[])[];
}

/** A finished answer: the JSON bytes sent as they are, and what they were built from. */
export interface CachedAnswer extends AnswerInputs, KeptEntry {}

/** The caller's settings that change a product card (status, prices, indicators). */
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

/** The catalogue lookups an answer's inputs are taken from (`ProductCatalogue`). */
export interface CardSource {
  card(productId: number): { row: { partNumber: string } } | undefined;
  indicatorsOf(partNumber: string): readonly AvailabilityIndicator[];
}

/**
 * What an answer of these products is built from. Taken before the answer is built: a change while it is built
 * makes the entry look older than it is (a miss later), never newer (a stale hit).
 */
export function answerInputs(
  key: string,
  productIds: readonly number[],
  favoriteOf: (productId: number) => boolean,
  catalogue: CardSource,
): AnswerInputs {
  const partNumbers = productIds.map((productId) => catalogue.card(productId)?.row.partNumber);
  return {
    key,
    productIds,
    favorites: productIds.map(favoriteOf),
    partNumbers,
    indicators: partNumbers.map((partNumber) =>
      partNumber === undefined ? NO_INDICATORS : catalogue.indicatorsOf(partNumber),
    ),
  };
}

/**
 * A kept answer's key, the one place that says what makes an answer stale besides favourites and indicators
 * (those change without any of these, so they are compared per product in `isCurrent`): what the answer is of
 * (`subject`: a list at a version, a product), every caller setting that changes a card, the catalogue version
 * (changes with every catalogue reload: import, reseed) and the reference data generation (currency rates).
 */
export function answerKey(
  subject: string,
  viewer: AnswerViewer,
  catalogueVersion: string,
  referenceGeneration: number,
): string {
  return [
    subject,
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
 * Finished answers made of product cards, as JSON bytes (a list's elements, a product's details), so reading an
 * unchanged one again is a lookup instead of the cards, pricing, sorting and `JSON.stringify`. An entry is only
 * served when its key matches and the caller's favourites and the catalogue's indicators of its products are the
 * ones it was built from. The least recently used entry leaves first once more than `limits.entries`, or more
 * than `limits.bytes` of JSON, are kept.
 */
export class CardAnswerCache {
  private readonly answers: KeptBytes<CachedAnswer>;

  constructor(limits: { entries: number; bytes: number }) {
    this.answers = new KeptBytes(limits);
  }

  /**
   * The cached answer for `key` if still current. `favoriteOf` and the catalogue's `indicatorsOf` (by part
   * number) give today's values; `indicatorsOf` must return the catalogue's own arrays: an indicator reload builds
   * new ones, so an array that is not the same object (and not empty in both) means the indicators changed.
   */
  get(
    key: string,
    favoriteOf: (productId: number) => boolean,
    catalogue: Pick<CardSource, "indicatorsOf">,
  ): CachedAnswer | undefined {
    return this.answers.get(key, (answer) => isCurrent(answer, favoriteOf, catalogue));
  }

  set(answer: CachedAnswer): void {
    this.answers.set(answer);
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
  catalogue: Pick<CardSource, "indicatorsOf">,
): boolean {
  // A plain loop: this runs for every product of every cached read (about 13 % of a cached list open's CPU
  // in the server profile before the part numbers were kept).
  const { productIds, favorites, partNumbers, indicators } = answer;
  for (let index = 0; index < productIds.length; index += 1) {
    if (favoriteOf(productIds[index] as number) !== favorites[index]) return false;
    const partNumber = partNumbers[index];
    const now = partNumber === undefined ? NO_INDICATORS : catalogue.indicatorsOf(partNumber);
    const then = indicators[index] ?? NO_INDICATORS;
    if (now !== then && (now.length !== 0 || then.length !== 0)) return false;
  }
  return true;
}
