import { DEFAULT_FEATURE_FLAGS } from "@catalogue/core/access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { settingsDataFor } from "./settings-fixtures";
import type { SettingsChange, SettingsData, SettingsViewProps } from "./settings-types";
import { SettingsView } from "./settings-view";

/** Applies changes locally, so the switches and choices respond as they do on the real screen. */
function Interactive(props: SettingsViewProps) {
  const initial = props.state.kind === "ready" ? props.state.data : null;
  const [data, setData] = useState<SettingsData | null>(initial);
  const [presentationMode, setPresentationMode] = useState(props.presentationMode);
  const onChange = (change: SettingsChange) =>
    setData((current) => (current ? { ...current, profile: { ...current.profile, ...change } } : current));
  return (
    <SettingsView
      {...props}
      state={data ? { kind: "ready", data } : props.state}
      presentationMode={presentationMode}
      onPresentationModeChange={setPresentationMode}
      onChange={onChange}
    />
  );
}

/**
 * The user's settings for each role.
 *
 * **Do:** save each change and confirm it.
 *
 * **Don't:** show settings a role cannot change.
 */
const meta = {
  component: SettingsView,
  render: (args) => <Interactive {...args} />,
  args: {
    state: { kind: "ready", data: settingsDataFor("ADVANCED_USER") },
    saveStatus: "idle",
    flags: DEFAULT_FEATURE_FLAGS,
    presentationMode: false,
    onPresentationModeChange: () => undefined,
    onChange: () => undefined,
    onRetry: () => undefined,
    onOpenConsentSettings: () => undefined,
    onLogout: () => undefined,
  },
} satisfies Meta<typeof SettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdvancedUser: Story = {};
export const BasicUser: Story = { args: { state: { kind: "ready", data: settingsDataFor("BASIC_USER") } } };
export const KeyUser: Story = { args: { state: { kind: "ready", data: settingsDataFor("KEY_USER") } } };
export const Admin: Story = { args: { state: { kind: "ready", data: settingsDataFor("ADMIN") } } };
export const Partner: Story = {
  args: { state: { kind: "ready", data: settingsDataFor("SALES_CHANNEL_PARTNER") } },
};
/** The presentation-mode switch appears only with its feature flag on (off in this build). */
export const PresentationModeFlagOn: Story = { args: { flags: { presentationMode: true } } };
export const WithoutLegalLinks: Story = {
  args: { state: { kind: "ready", data: { ...settingsDataFor("ADVANCED_USER"), appInfo: null } } },
};
export const Saving: Story = { args: { saveStatus: "saving" } };
export const Saved: Story = { args: { saveStatus: "saved" } };
export const Loading: Story = { args: { state: { kind: "loading" } } };
export const LoadFailed: Story = { args: { state: { kind: "failed" } } };
