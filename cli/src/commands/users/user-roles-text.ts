import type { RoleAssignment } from "@catalogue/core/model";
import type { CountryIndex } from "../common/countries";

/**
 * A user's roles per country as people read them: "KEY_USER in DE, BASIC_USER in AT", or "BASIC_USER in every
 * country" (a profile lists a global role once per country).
 */
export function rolesText(
  user: { readonly role: string; readonly roles: readonly RoleAssignment[] },
  countries: CountryIndex,
): string {
  const [first] = user.roles;
  if (!first) return "no role in any country";
  if (user.roles.length === countries.all.length && user.roles.every((held) => held.role === first.role)) {
    return `${first.role} in every country`;
  }
  return user.roles.map((held) => `${held.role} in ${countries.codeOf(held.countryId)}`).join(", ");
}
