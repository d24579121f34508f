import * as z from "zod";
import { OrganizationRole } from "../model/enums";
import { RequiredId, requiredChoice } from "./required";
import { ValidationMessage } from "./validation-messages";

/**
 * Core spec 4.4 / 5 "Users and roles": activating an SCP account needs a company, a function and at least one
 * country, with the specification's own messages for the company and the countries.
 */
export const ScpActivationForm = z.object({
  company: z
    .string({ error: ValidationMessage.scpCompanyRequired })
    .trim()
    .min(1, { error: ValidationMessage.scpCompanyRequired }),
  organizationRole: requiredChoice(OrganizationRole.options),
  countryIds: z.array(RequiredId).min(1, { error: ValidationMessage.scpCountryRequired }),
});
export type ScpActivationForm = z.infer<typeof ScpActivationForm>;
