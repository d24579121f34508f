import type { FeatureFlags } from "@catalogue/core/access";
import type { UserProfileResponse, UserProfileUpdate } from "@catalogue/core/api";
import type { AppInfo, Language, OrganizationRoleOption } from "@catalogue/core/model";

/** What the settings screen shows: the profile and the choices it offers (core spec 2.3, profile and settings). */
export type SettingsData = {
  profile: UserProfileResponse;
  languages: Language[];
  functions: OrganizationRoleOption[];
  /** Null when `/app-info` failed: the legal links are then left out, the rest still works. */
  appInfo: AppInfo | null;
};

/** The screen's state: loading, failed (with a retry) or ready. */
export type SettingsState = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; data: SettingsData };

/** A change of one or more settings, as `PUT /user/profile` takes it (without the version). */
export type SettingsChange = Omit<UserProfileUpdate, "version" | "countryId">;

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
};
