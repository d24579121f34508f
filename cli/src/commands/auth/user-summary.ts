import type { UserProfile } from "@catalogue/core/model";

/** "Ada Admin <admin@catalogue.example> (ADMIN)": a user in one line. */
export function userSummary(user: Pick<UserProfile, "name" | "surname" | "email" | "role">): string {
  return `${`${user.name} ${user.surname}`.trim()} <${user.email}> (${user.role})`;
}
