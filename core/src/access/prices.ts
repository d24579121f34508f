import { Role } from "../model/enums";
import { type AccessProfile, isBasic, isPartner } from "./roles";

/** Core spec 1 / 6: feature flags of the build; presentation mode is switched off in this build. */
export interface FeatureFlags {
  readonly presentationMode: boolean;
}

/** Core spec 6: the flags of the current build. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = { presentationMode: false };

/** Core spec 6: prices show when the user's showPrices is on and the user is neither Basic nor a partner. */
export function canSeePrices(profile: Pick<AccessProfile, "role" | "showPrices">): boolean {
  return profile.showPrices === true && !isBasic(profile) && !isPartner(profile);
}

/** Core spec 6: how the GGP value is labelled: not at all, as a text (Advanced) or as a percentage. */
export type GgpLabelMode = "none" | "text" | "percentage";

/** Core spec 6: the page a GGP label sits on; the detail page is stricter (no label for Basic plus). */
export type GgpPage = "detail" | "other";

/**
 * Core spec 6: the GGP label shows when prices are allowed (so never for Basic or partners), not on the detail
 * page for Basic plus; Advanced users see a text label, everyone else a percentage.
 */
export function ggpLabelMode(
  profile: Pick<AccessProfile, "role" | "showPrices">,
  page: GgpPage,
): GgpLabelMode {
  if (!canSeePrices(profile)) return "none";
  if (page === "detail" && profile.role === Role.enum.BASIC_USER_PLUS) return "none";
  return profile.role === Role.enum.ADVANCED_USER ? "text" : "percentage";
}

/** Core spec 2.3 / 6: which price columns a list details row shows: the prices at all, and how the GGP is labelled. */
export type ListPriceColumns = { prices: boolean; ggp: GgpLabelMode };

/**
 * Core spec 2.3 / 6: the price columns of list details. The list details screen is a details page for the GGP
 * label, so Basic plus sees the prices without GGP corridor and difference; Advanced users read the difference as a
 * text label, Key users and admins as a percentage; Basic users and partners see no price at all.
 */
export function listPriceColumns(profile: Pick<AccessProfile, "role" | "showPrices">): ListPriceColumns {
  return { prices: canSeePrices(profile), ggp: ggpLabelMode(profile, "detail") };
}

/**
 * Core spec 5 / 6: Basic users cannot change the price display (they ask for an upgrade); partners never see
 * prices, so the switch is not theirs either.
 */
export function canChangePriceDisplay(profile: Pick<AccessProfile, "role">): boolean {
  return !isBasic(profile) && !isPartner(profile);
}

/** Core spec 6: the presentation-mode switch is for non-basic users, and only while the feature flag is on. */
export function canUsePresentationMode(
  profile: Pick<AccessProfile, "role">,
  flags: FeatureFlags = DEFAULT_FEATURE_FLAGS,
): boolean {
  return flags.presentationMode && !isBasic(profile);
}
