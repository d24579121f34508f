import { describe, expect, it } from "vitest";
import * as z from "zod";
import { toFieldErrors } from "./field-errors";
import { ProductListForm } from "./product-list-form.schema";
import { CountryShareForm } from "./share-form.schema";

describe("toFieldErrors (architecture 3, core spec 5)", () => {
  it("turns a too-long title into the maximum key with max and count", () => {
    const error = ProductListForm.safeParse({ title: "t".repeat(201) }).error as z.ZodError;

    expect(toFieldErrors(error)).toEqual([
      { field: "title", messageKey: "validation.maxLength", params: { max: 200, count: 200 } },
    ]);
  });

  it("keeps nested paths and custom messages", () => {
    const error = CountryShareForm.safeParse({
      note: "n",
      countryIds: [],
      subregions: [{ subregionId: "DACH", countryIds: [] }],
    }).error as z.ZodError;

    expect(toFieldErrors(error)).toEqual([
      { field: "countryIds", messageKey: "validation.share.countryRequired" },
      { field: "subregions.0", messageKey: "validation.share.subregionWithoutCountry" },
    ]);
  });

  it("maps a library default message to the generic key of its kind", () => {
    const schema = z.object({ tags: z.array(z.string()).min(2), amount: z.number().max(9), mail: z.email() });
    const error = schema.safeParse({ tags: [], amount: 10, mail: "x" }).error as z.ZodError;

    expect(toFieldErrors(error)).toEqual([
      { field: "tags", messageKey: "validation.arrayMin", params: { min: 2, count: 2 } },
      { field: "amount", messageKey: "validation.numberMax", params: { max: 9, count: 9 } },
      { field: "mail", messageKey: "validation.invalidEmail" },
    ]);
  });
});
