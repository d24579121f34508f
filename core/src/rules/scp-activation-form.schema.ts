import * as z from "zod";
import { Id } from "../model/common";
import { OrganizationRole } from "../model/enums";
import { RequiredId, requiredChoice } from "./required";
import { ValidationMessage } from "./validation-messages";

/**
 * Core spec 4.4 / 5 "Users and roles": activating an SCP account needs a company (chosen from the companies list), a function and at least one
 * country, with the specification's own messages for the company and the countries.
 */
export const ScpActivationForm = z.object({
  companyId: z.custom<Id>((value) => Id.safeParse(value).success, {
    error: ValidationMessage.scpCompanyRequired,
  }),
  organizationRole: requiredChoice(OrganizationRole.options),
  countryIds: z.array(RequiredId).min(1, { error: ValidationMessage.scpCountryRequired }),
});
export type ScpActivationForm = z.infer<typeof ScpActivationForm>;
