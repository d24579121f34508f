import { canShareLists, isKeyUserOrAdmin } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import type { ShareKind } from "./share-form-values";

/** Core spec 5 / 6: the ways a user shares: staff with colleagues and partners, Key users and admins by country. */
export function shareKindsOf(profile: UserProfileResponse | undefined): ShareKind[] {
  if (!profile || !canShareLists(profile)) return [];
  const individual: ShareKind[] = ["colleagues", "partners"];
  return isKeyUserOrAdmin(profile) ? ["countries", ...individual] : individual;
}
