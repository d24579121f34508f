// The onboarding feature's public file. Its screens are exported as loaders, so they stay a chunk of their own.
export * as onboardingStyles from "./onboarding.css";

export const loadOnboardingPage = async () => (await import("./onboarding-page")).OnboardingPage;
export const loadScpOnboardingPage = async () => (await import("./onboarding-page")).ScpOnboardingPage;
