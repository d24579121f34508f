import type { AccessProfile } from "@catalogue/core/access";
import type { ProfileRepository } from "../profile/profile.repository";
import type { ListCaller } from "./product-lists.service";

/** The caller's highest role and roles per country: what core's curation rules (sharing, drafts) decide on. */
export async function curatorProfile(
  profiles: ProfileRepository,
  caller: ListCaller,
): Promise<Pick<AccessProfile, "role" | "roles">> {
  const roles = await profiles.findRoles(caller.id);
  return { role: caller.role, roles: roles.map((r) => ({ role: r.role, countryId: r.countryId ?? 0 })) };
}
