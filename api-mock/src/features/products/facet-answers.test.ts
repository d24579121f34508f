import type { DynamicFilters } from "@catalogue/core/api";
import { describe, expect, it } from "vitest";
import { createSearchIndex } from "../../search";
import { documentOf, SMALL_CATALOGUE } from "../../search/search-document.fixtures";
import { FacetAnswers } from "./facet-answers";

const decoder = new TextDecoder();
const read = (body: Uint8Array): DynamicFilters => JSON.parse(decoder.decode(body));
const icuCount = (facets: DynamicFilters) => facets.careArea.find((entry) => entry.value === "ICU")?.count;

/** Counts on `index` through the answers, recording every count actually made. */
function counter(answers: FacetAnswers) {
  const counted: string[] = [];
  const ask = (index: ReturnType<typeof createSearchIndex>, search?: string, hideUnclearedIn?: number) =>
    read(
      answers.answer(index, { search, filter: undefined, hideUnclearedIn }, () => {
        counted.push(`${search}:${hideUnclearedIn}`);
        return index.facets({ search, hideUnclearedIn });
      }),
    );
  return { ask, counted };
}

describe("FacetAnswers", () => {
  it("counts a request once and answers it again from the kept bytes, unchanged", () => {
    const index = createSearchIndex(SMALL_CATALOGUE);
    const { ask, counted } = counter(new FacetAnswers());
    const first = ask(index, "sensor");
    expect(ask(index, "sensor")).toEqual(first);
    expect(first).toEqual(index.facets({ search: "sensor" }));
    expect(counted).toEqual(["sensor:undefined"]);
  });

  it("keeps requests apart by text and by what the caller may see", () => {
    const index = createSearchIndex(SMALL_CATALOGUE);
    const { ask, counted } = counter(new FacetAnswers());
    ask(index, "sensor");
    ask(index, "circuit");
    ask(index, "sensor", 7);
    expect(counted).toEqual(["sensor:undefined", "circuit:undefined", "sensor:7"]);
  });

  it("counts again once another index serves (a catalogue reload), and never answers from the old one", () => {
    const { ask, counted } = counter(new FacetAnswers());
    const before = createSearchIndex(SMALL_CATALOGUE);
    const after = createSearchIndex([...SMALL_CATALOGUE, documentOf(99, { careAreas: ["ICU"] })]);
    const icuBefore = icuCount(ask(before));
    expect(icuCount(ask(after))).toBe((icuBefore ?? 0) + 1);
    expect(counted).toEqual(["undefined:undefined", "undefined:undefined"]);
  });

  it("keeps nothing for a request whose count fails (an unknown filter value)", () => {
    const index = createSearchIndex(SMALL_CATALOGUE);
    const answers = new FacetAnswers();
    const request = { search: undefined, filter: "careArea:NOWHERE", hideUnclearedIn: undefined };
    const refuse = () => {
      throw new Error("460");
    };
    expect(() => answers.answer(index, request, refuse)).toThrow("460");
    expect(() => answers.answer(index, request, refuse)).toThrow("460");
  });
});
