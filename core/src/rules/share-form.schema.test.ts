import { describe, expect, it } from "vitest";
import {
  CountryShareForm,
  countryShareToShareForm,
  IndividualShareForm,
  individualShareToShareForm,
} from "./share-form.schema";

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("CountryShareForm", () => {
  it("accepts a note and one country chosen on its own", () => {
    expect(
      CountryShareForm.safeParse({ note: "New catalogue", countryIds: [49], subregions: [] }).success,
    ).toBe(true);
  });

  it("accepts a subregion that holds a country, with no single country", () => {
    const form = { note: "n", countryIds: [], subregions: [{ subregionId: 7, countryIds: [43] }] };

    expect(CountryShareForm.safeParse(form).success).toBe(true);
  });

  it("asks for at least one country when none is chosen", () => {
    expect(messagesOf(CountryShareForm.safeParse({ note: "n", countryIds: [], subregions: [] }))).toEqual([
      ["countryIds", "validation.share.countryRequired"],
    ]);
  });

  it("raises the subregion message on each subregion without a country", () => {
    const form = {
      note: "n",
      countryIds: [49],
      subregions: [
        { subregionId: 7, countryIds: [43] },
        { subregionId: 8, countryIds: [] },
      ],
    };

    expect(messagesOf(CountryShareForm.safeParse(form))).toEqual([
      ["subregions.1", "validation.share.subregionWithoutCountry"],
    ]);
  });

  it("requires the note", () => {
    expect(messagesOf(CountryShareForm.safeParse({ note: "  ", countryIds: [49], subregions: [] }))).toEqual([
      ["note", "validation.required"],
    ]);
  });
});

describe("IndividualShareForm", () => {
  it("asks for at least one user", () => {
    expect(messagesOf(IndividualShareForm.safeParse({ note: "n", userIds: [] }))).toEqual([
      ["userIds", "validation.share.userRequired"],
    ]);
  });

  it("accepts a note and one user", () => {
    expect(IndividualShareForm.safeParse({ note: "n", userIds: [101] }).success).toBe(true);
  });
});

describe("share forms as the model's share form (core spec 3)", () => {
  it("sends every chosen country once, with the subregions by id and no users", () => {
    const form = CountryShareForm.parse({
      note: "n",
      countryIds: [49, 43],
      subregions: [{ subregionId: 7, countryIds: [43, 41] }],
    });

    expect(countryShareToShareForm(form)).toEqual({
      note: "n",
      countryIds: [49, 43, 41],
      subregionIds: [7],
      userIds: [],
    });
  });

  it("sends an individual share with its users only", () => {
    const form = IndividualShareForm.parse({ note: "n", userIds: [101, 102, 101] });

    expect(individualShareToShareForm(form)).toEqual({
      note: "n",
      countryIds: [],
      subregionIds: [],
      userIds: [101, 102],
    });
  });
});
