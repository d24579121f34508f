import * as z from "zod";
import { ASSIGNABLE_ROLE_VALUES } from "../model/enum-values";
import { RequiredId, requiredChoice } from "./required";

/** Core spec 5 "Users and roles": the roles an admin may assign per country (labels and technical roles excluded). */
export const AssignableRole = requiredChoice(ASSIGNABLE_ROLE_VALUES);
export type AssignableRole = z.infer<typeof AssignableRole>;

/** Core spec 5 "Users and roles": editing a user requires a country and a role for it. */
export const UserEditForm = z.object({
  countryId: RequiredId,
  role: AssignableRole,
});
export type UserEditForm = z.infer<typeof UserEditForm>;
