/** Core spec 5 "Users and roles": the profile fields that are never sent with a profile edit. */
export const PROFILE_FIELDS_NOT_SENT = [
  "country",
  "countryId",
  "countryShortcut",
  "currency",
  "currencyId",
  "currencyShortcut",
  "username",
] as const;

/** Core spec 5: a profile without the fields a profile edit must not send. */
export type ProfileUpdate<T> = Omit<T, (typeof PROFILE_FIELDS_NOT_SENT)[number]>;

/**
 * Core spec 5 "Users and roles": profile edit removes country, currency and username before sending (country
 * and currency change through their own calls). Ids and shortcuts of both go too, so no stale copy is sent.
 */
export function toProfileUpdate<T extends object>(profile: T): ProfileUpdate<T> {
  const removed = new Set<string>(PROFILE_FIELDS_NOT_SENT);
  return Object.fromEntries(Object.entries(profile).filter(([key]) => !removed.has(key))) as ProfileUpdate<T>;
}
