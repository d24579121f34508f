import * as z from "zod";
import { Role } from "../model/enums";
import { RequiredId, requiredChoice } from "./required";

/** Core spec 5 "Users and roles": the roles an admin may assign per country (labels and technical roles excluded). */
export const AssignableRole = requiredChoice([
  Role.enum.KEY_USER,
  Role.enum.ADVANCED_USER_PLUS,
  Role.enum.ADVANCED_USER,
  Role.enum.BASIC_USER_PLUS,
  Role.enum.BASIC_USER,
]);
export type AssignableRole = z.infer<typeof AssignableRole>;

/** Core spec 5 "Users and roles": editing a user requires a country and a role for it. */
export const UserEditForm = z.object({
  countryId: RequiredId,
  role: AssignableRole,
});
export type UserEditForm = z.infer<typeof UserEditForm>;
