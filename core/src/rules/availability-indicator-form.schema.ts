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

/** Core spec 5: an optional link that, when given, is an http(s) URL; a blank link means "no link". */
const IndicatorLink = z.union([
  z.literal("").transform(() => undefined),
  z.url({ protocol: /^https?$/, error: ValidationMessage.invalidUrl }),
]);

/**
 * Core spec 5 "Users and roles" / supplement 5: a custom availability indicator needs a status and a
 * description (global, subregion and country alike); the link is optional but must be a valid URL.
 */
export const AvailabilityIndicatorForm = z.object({
  scope: AvailabilityIndicatorScope,
  status: z.enum(CustomStatusValue.options, { error: ValidationMessage.indicatorStatusRequired }),
  description: z.string().trim().min(1, { error: ValidationMessage.indicatorDescriptionRequired }),
  link: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), IndicatorLink).optional(),
});
export type AvailabilityIndicatorForm = z.infer<typeof AvailabilityIndicatorForm>;
