import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blankText, visibleText } from "../testing/text.arbitraries";
import { CountryShareForm, IndividualShareForm } from "./share-form.schema";

const runs = { numRuns: 200 };
const ids = fc.array(fc.stringMatching(/^[A-Z]{2}$/), { maxLength: 4 });
const subregions = fc.array(fc.record({ subregionId: fc.string({ minLength: 1 }), countryIds: ids }), {
  maxLength: 4,
});

describe("share forms (core spec 5 'Share dialog')", () => {
  it("keeps the note within 250 characters: 249 and 250 pass, 251 fails", () => {
    fc.assert(
      fc.property(fc.integer({ min: 249, max: 251 }).chain(visibleText), (note) => {
        const valid = IndividualShareForm.safeParse({ note, userIds: ["u"] }).success;
        expect(valid).toBe(note.length !== 251);
      }),
      runs,
    );
  });

  it("never accepts a blank note", () => {
    fc.assert(
      fc.property(blankText(), (note) => {
        expect(IndividualShareForm.safeParse({ note, userIds: ["u"] }).success).toBe(false);
      }),
      runs,
    );
  });

  it("is valid exactly when some country is chosen and no subregion is empty", () => {
    fc.assert(
      fc.property(ids, subregions, (countryIds, chosen) => {
        const anyCountry = countryIds.length > 0 || chosen.some((s) => s.countryIds.length > 0);
        const noEmptySubregion = chosen.every((s) => s.countryIds.length > 0);
        const valid = CountryShareForm.safeParse({ note: "n", countryIds, subregions: chosen }).success;
        expect(valid).toBe(anyCountry && noEmptySubregion);
      }),
      runs,
    );
  });

  it("points one subregion message at every empty subregion and nowhere else", () => {
    fc.assert(
      fc.property(subregions, (chosen) => {
        const issues = CountryShareForm.safeParse({ note: "n", countryIds: ["DE"], subregions: chosen }).error
          ?.issues;
        const flagged = (issues ?? []).map((i) => i.path[1]);
        const empty = chosen.flatMap((s, index) => (s.countryIds.length === 0 ? [index] : []));
        expect(flagged).toEqual(empty);
      }),
      runs,
    );
  });
});
