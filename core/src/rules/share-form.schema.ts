import * as z from "zod";
import { SHARE_NOTE_MAX } from "../constants";
import { Id } from "../model/common";
import type { ShareForm } from "../model/share-form";
import { ValidationMessage } from "./validation-messages";

/** Core spec 5 "Share dialog": the note, required, at most 250 characters. */
export const ShareNote = z
  .string()
  .trim()
  .min(1, { error: ValidationMessage.required })
  .max(SHARE_NOTE_MAX, { error: ValidationMessage.maxLength });
export type ShareNote = z.infer<typeof ShareNote>;

/** Core spec 3 "Share form": a chosen subregion with the countries chosen inside it. */
export const ShareSubregion = z.object({
  subregionId: Id,
  countryIds: z.array(Id),
});
export type ShareSubregion = z.infer<typeof ShareSubregion>;

/**
 * Core spec 5 "Share dialog": a country share. `countryIds` are countries chosen on their own; each subregion
 * carries the countries chosen inside it. The share needs at least one country in all, and every subregion at
 * least one country of its own (the subregion message is raised on that subregion).
 */
export const CountryShareForm = z
  .object({
    note: ShareNote,
    countryIds: z.array(Id),
    subregions: z.array(ShareSubregion),
  })
  .superRefine((form, ctx) => {
    const total = form.countryIds.length + form.subregions.reduce((n, s) => n + s.countryIds.length, 0);
    if (total === 0) {
      ctx.addIssue({ code: "custom", message: ValidationMessage.shareCountryRequired, path: ["countryIds"] });
    }
    form.subregions.forEach((subregion, index) => {
      if (subregion.countryIds.length === 0) {
        ctx.addIssue({
          code: "custom",
          message: ValidationMessage.shareSubregionWithoutCountry,
          path: ["subregions", index],
        });
      }
    });
  });
export type CountryShareForm = z.infer<typeof CountryShareForm>;

/** Core spec 5 "Share dialog": an individual or SCP share needs the note and at least one user. */
export const IndividualShareForm = z.object({
  note: ShareNote,
  userIds: z.array(Id).min(1, { error: ValidationMessage.shareUserRequired }),
});
export type IndividualShareForm = z.infer<typeof IndividualShareForm>;

/**
 * Core spec 3 "Share form": a valid country share as the model's flat share form (every country once, the
 * subregions by id, no users), the shape the share call sends.
 */
export function countryShareToShareForm(form: CountryShareForm): ShareForm {
  const countryIds = [...new Set([...form.countryIds, ...form.subregions.flatMap((s) => s.countryIds)])];
  return {
    note: form.note,
    countryIds,
    subregionIds: form.subregions.map((s) => s.subregionId),
    userIds: [],
  };
}

/** Core spec 3 "Share form": a valid individual or SCP share as the model's flat share form. */
export function individualShareToShareForm(form: IndividualShareForm): ShareForm {
  return { note: form.note, countryIds: [], subregionIds: [], userIds: [...new Set(form.userIds)] };
}
