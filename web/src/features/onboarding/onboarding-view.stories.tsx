import { onboardingProgress } from "@catalogue/core/machines";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { type OnboardingValues, OnboardingView, type OnboardingViewProps } from "./onboarding-view";

const options = {
  countries: [
    { id: 1, name: "Germany" },
    { id: 2, name: "Austria" },
  ],
  roles: [
    { value: "SALES_REPRESENTATIVE" as const, name: "Sales representative" },
    { value: "SERVICE" as const, name: "Service" },
  ],
};
const languages = [
  { shortcut: "en" as const, name: "English" },
  { shortcut: "de" as const, name: "Deutsch" },
  { shortcut: "ja" as const, name: "日本語" },
];

/** The view's props for a user (or partner) who has chosen `values` so far; the open step follows the progress. */
function at(
  values: OnboardingValues,
  isPartner = false,
  over: Partial<Omit<OnboardingViewProps, `on${string}`>> = {},
): Story {
  const progress = onboardingProgress({ isPartner, ...values, options, errorKey: undefined });
  return {
    args: {
      status: "choosing",
      progress,
      languages,
      options,
      values,
      openStep: progress.steps.find((step) => !step.done)?.id ?? null,
      failed: null,
      ...over,
    },
  };
}

const none: OnboardingValues = { languageShortcut: null, organizationRole: null, countryId: null };
const all: OnboardingValues = { languageShortcut: "en", organizationRole: "SERVICE", countryId: 1 };

/**
 * First sign-in: language, country and role questions, step by step.
 *
 * **Do:** keep every step reachable by keyboard.
 *
 * **Don't:** lose the choices when saving fails.
 */
const meta = {
  component: OnboardingView,
  args: {
    onToggleStep: fn(),
    onLanguage: fn(),
    onRole: fn(),
    onCountry: fn(),
    onFinish: fn(),
  },
} satisfies Meta<typeof OnboardingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = at(none, false, { status: "loading", options: { countries: [], roles: [] } });
export const FirstStep: Story = at(none);
export const LanguageChosen: Story = at({ ...none, languageShortcut: "en" });
export const ReadyToFinish: Story = at(all);
export const Saving: Story = at(all, false, { status: "submitting" });
export const SaveFailed: Story = at(all, false, { failed: "save" });
export const ChoicesFailedToLoad: Story = at(none, false, {
  failed: "load",
  options: { countries: [], roles: [] },
});
export const PartnerTwoSteps: Story = at({ ...none, languageShortcut: "en" }, true);
