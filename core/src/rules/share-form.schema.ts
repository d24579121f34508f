import * as z from "zod";
import { SHARE_NOTE_MAX } from "../constants";
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
  subregionId: z.string(),
  countryIds: z.array(z.string()),
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
    countryIds: z.array(z.string()),
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
  userIds: z.array(z.string()).min(1, { error: ValidationMessage.shareUserRequired }),
});
export type IndividualShareForm = z.infer<typeof IndividualShareForm>;
