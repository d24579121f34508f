import type { UserHint } from "@catalogue/core/api";
import { CountryShareForm, IndividualShareForm } from "@catalogue/core/rules";

/** Core spec 5 (share dialog): the three ways to share a list. */
export type ShareKind = "countries" | "colleagues" | "partners";

/** What the user chose so far in the share dialog. */
export type ShareFormValues = {
  note: string;
  /** Countries chosen on their own. */
  countryIds: number[];
  /** Chosen subregions with the countries chosen inside each. */
  subregions: { subregionId: number; countryIds: number[] }[];
  colleagues: UserHint[];
  partners: UserHint[];
};

/** The translation keys of the form's errors, per part. */
export type ShareFormErrors = { note?: string; targets?: string };

export const EMPTY_SHARE_FORM: ShareFormValues = {
  note: "",
  countryIds: [],
  subregions: [],
  colleagues: [],
  partners: [],
};

/** The call body of a share of this kind, as core's share form schemas read it. */
export function shareBodyOf(kind: ShareKind, values: ShareFormValues) {
  if (kind === "countries") {
    return { note: values.note, countryIds: values.countryIds, subregions: values.subregions };
  }
  const users = kind === "colleagues" ? values.colleagues : values.partners;
  return { note: values.note, userIds: users.map((user) => user.id) };
}

/** Core spec 5 (share dialog): the errors core's schemas find in a share of this kind. */
export function validateShare(kind: ShareKind, values: ShareFormValues): ShareFormErrors {
  const schema = kind === "countries" ? CountryShareForm : IndividualShareForm;
  const parsed = schema.safeParse(shareBodyOf(kind, values));
  if (parsed.success) return {};
  const errors: ShareFormErrors = {};
  for (const issue of parsed.error.issues) {
    const part = issue.path[0] === "note" ? "note" : "targets";
    // The subregion message wins over "choose a country": it says what to fix.
    if (part === "targets" && issue.path[0] === "subregions") errors.targets = issue.message;
    else errors[part] ??= issue.message;
  }
  return errors;
}
