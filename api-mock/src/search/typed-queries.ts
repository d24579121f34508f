import type { Random } from "../seed/prng";
import type { SearchDocument } from "./search-document";

/** A query as a user types it, with the product it was drawn from (the one a good search should find). */
export interface TypedQuery {
  text: string;
  sourceId: number;
  /** Whether one letter of a word was dropped, as a hurried user does. */
  hasTypo: boolean;
}

/** A typed query drawn from a real product: whole words, a cut-off last word, sometimes one typo. */
export function typedQuery(documents: readonly SearchDocument[], rng: Random): TypedQuery {
  const document = rng.pick(documents);
  const words = `${document.title} ${document.subtitle}`.split(/[\s,]+/).filter((word) => word.length > 1);
  const chosen = words.slice(0, rng.int(1, Math.min(3, words.length)));
  const last = chosen.length - 1;
  const lastWord = chosen[last] ?? "";
  chosen[last] = lastWord.slice(0, Math.max(3, rng.int(3, lastWord.length)));
  const typo = chosen.findIndex((word) => word.length >= 5);
  const hasTypo = typo >= 0 && rng.chance(0.3);
  if (hasTypo) {
    const word = chosen[typo] ?? "";
    const at = rng.int(1, word.length - 2);
    chosen[typo] = word.slice(0, at) + word.slice(at + 1);
  }
  return { text: chosen.join(" "), sourceId: document.id, hasTypo };
}
