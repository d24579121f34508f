import { isAdmittedPartner, partnerAdmission } from "./partner-admission";
import { type AccessProfile, isHighestRole, isKeyUserOrAdmin, isPartner, isRegularRole } from "./roles";
import type { RouteAccess } from "./route-table";

type Profile = Pick<AccessProfile, "role" | "scpStatus" | "countryId">;

/**
 * Core spec 2.1 / 6: whether the user's role and SCP status open a route of the given access, read from the
 * table alone (the onboarding and SCP-stage redirects are `decideRoute`'s job). Users pages: key user or admin
 * (our reading of "Admin and the highest role", docs/core/access.md); system and availability: highest only.
 */
export function canUseRoute(access: RouteAccess, profile: Profile): boolean {
  const partner = isPartner(profile);
  switch (access) {
    case "open":
    case "token":
      return true;
    case "regular":
      // An accepted partner without a country still registers first (core spec 2.2), so the pages stay shut.
      return partner ? isAdmittedPartner(profile) && profile.countryId != null : isRegularRole(profile.role);
    case "internal":
      return !partner;
    case "scpRegistration":
      return partner && profile.countryId == null;
    case "scp":
      return partner;
    case "scpRejected":
      return partner && partnerAdmission(profile.scpStatus) === "rejected";
    case "users":
      return !partner && isKeyUserOrAdmin(profile);
    case "highest":
      return !partner && isHighestRole(profile);
  }
}
