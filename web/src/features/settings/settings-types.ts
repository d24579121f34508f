import type { FeatureFlags } from "@catalogue/core/access";
import type { CountryAndCurrencyUpdate, UserProfileResponse, UserProfileUpdate } from "@catalogue/core/api";
import type { AppInfo, Currency, Language, OrganizationRoleOption } from "@catalogue/core/model";
import type { ProfileUpdate } from "@catalogue/core/rules";
import type { ReactNode } from "react";

/** What the settings screen shows: the profile and the choices it offers (core spec 2.3, profile and settings). */
export type SettingsData = {
  profile: UserProfileResponse;
  languages: Language[];
  functions: OrganizationRoleOption[];
  /** Every supported currency (core spec 9); the countries come with the profile (`accessibleCountries`). */
  currencies: Currency[];
  /** Null when `/app-info` failed: the legal links are then left out, the rest still works. */
  appInfo: AppInfo | null;
};

/** The screen's state: loading, failed (with a retry) or ready. */
export type SettingsState = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; data: SettingsData };

/** A change of one or more settings, as `PUT /user/profile` takes it (without the version, country or currency). */
export type ProfileChange = ProfileUpdate<Omit<UserProfileUpdate, "version">>;

/** A change of country and currency, as `PUT /user/country-and-currency` takes it (without the version). */
export type CountryAndCurrencyChange = Omit<CountryAndCurrencyUpdate, "version">;

/** What one control of the settings screen changes; each kind has its own call (core spec 5). */
export type SettingsChange = ProfileChange | CountryAndCurrencyChange;

/** The change goes to `PUT /user/country-and-currency`, not to the profile edit. */
export function isCountryAndCurrencyChange(change: SettingsChange): change is CountryAndCurrencyChange {
  return "countryId" in change && "currencyId" in change;
}

/** Whether a save is running or has just finished, announced politely. */
export type SaveStatus = "idle" | "saving" | "saved";

/** Props every section of the settings screen takes. */
export type SectionProps = {
  data: SettingsData;
  onChange: (change: SettingsChange) => void;
};

/** Props of SettingsView: everything as data and callbacks, so stories and tests need no server. */
export type SettingsViewProps = {
  state: SettingsState;
  saveStatus: SaveStatus;
  flags: FeatureFlags;
  presentationMode: boolean;
  onPresentationModeChange: (on: boolean) => void;
  onChange: (change: SettingsChange) => void;
  onRetry: () => void;
  onOpenConsentSettings: () => void;
  onLogout: () => void;
  /** The personal API tokens section, which loads its own data (left out in stories and tests of the view). */
  apiTokens?: ReactNode;
  /** The tutorial hints section ("reset hints"), given by the page for the signed-in user. */
  hints?: ReactNode;
};
