import * as z from "zod";
import { AvailabilityIndicatorScope, CustomStatusValue } from "../model/enums";
import { ValidationMessage } from "./validation-messages";

/** Core spec 4.8: the indicator form as the user fills it in; `status` stays null until a custom status is chosen. */
export interface AvailabilityIndicatorDraft {
  readonly scope: AvailabilityIndicatorScope;
  readonly status: CustomStatusValue | null;
  readonly description: string;
  readonly link: string;
}

/** Core spec 4.8: description and link are enabled only once a custom status has been chosen. */
export function isIndicatorDetailEnabled(form: Pick<AvailabilityIndicatorDraft, "status">): boolean {
  return form.status !== null;
}

/** Supplement 5: the link is required and is an http(s) URL. */
const IndicatorLink = z
  .string({ error: ValidationMessage.required })
  .trim()
  .min(1, { error: ValidationMessage.required })
  .pipe(z.url({ protocol: /^https?$/, error: ValidationMessage.invalidUrl }));

/**
 * Core spec 5 "Users and roles" / supplement 5 ("status description and link are required for custom, global and
 * country indicators"): a custom availability indicator needs a status, a description and a link (an http(s)
 * URL), global, subregion and country alike.
 */
export const AvailabilityIndicatorForm = z.object({
  scope: AvailabilityIndicatorScope,
  status: z.enum(CustomStatusValue.options, { error: ValidationMessage.indicatorStatusRequired }),
  description: z.string().trim().min(1, { error: ValidationMessage.indicatorDescriptionRequired }),
  link: IndicatorLink,
});
export type AvailabilityIndicatorForm = z.infer<typeof AvailabilityIndicatorForm>;
