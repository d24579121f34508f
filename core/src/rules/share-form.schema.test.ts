import { describe, expect, it } from "vitest";
import { CountryShareForm, IndividualShareForm } from "./share-form.schema";

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("CountryShareForm", () => {
  it("accepts a note and one country chosen on its own", () => {
    expect(
      CountryShareForm.safeParse({ note: "New catalogue", countryIds: ["DE"], subregions: [] }).success,
    ).toBe(true);
  });

  it("accepts a subregion that holds a country, with no single country", () => {
    const form = { note: "n", countryIds: [], subregions: [{ subregionId: "DACH", countryIds: ["AT"] }] };

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
      countryIds: ["DE"],
      subregions: [
        { subregionId: "DACH", countryIds: ["AT"] },
        { subregionId: "NORDICS", countryIds: [] },
      ],
    };

    expect(messagesOf(CountryShareForm.safeParse(form))).toEqual([
      ["subregions.1", "validation.share.subregionWithoutCountry"],
    ]);
  });

  it("requires the note", () => {
    expect(
      messagesOf(CountryShareForm.safeParse({ note: "  ", countryIds: ["DE"], subregions: [] })),
    ).toEqual([["note", "validation.required"]]);
  });
});

describe("IndividualShareForm", () => {
  it("asks for at least one user", () => {
    expect(messagesOf(IndividualShareForm.safeParse({ note: "n", userIds: [] }))).toEqual([
      ["userIds", "validation.share.userRequired"],
    ]);
  });

  it("accepts a note and one user", () => {
    expect(IndividualShareForm.safeParse({ note: "n", userIds: ["u1"] }).success).toBe(true);
  });
});
