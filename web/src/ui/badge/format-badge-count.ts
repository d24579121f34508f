import { BADGE_OVERFLOW_AT } from "@catalogue/core/constants";

/** Core spec 9: the badge text; from BADGE_OVERFLOW_AT on it shows "99+" (one less, plus a plus sign). */
export function formatBadgeCount(count: number): string {
  return count >= BADGE_OVERFLOW_AT ? `${BADGE_OVERFLOW_AT - 1}+` : String(count);
}
