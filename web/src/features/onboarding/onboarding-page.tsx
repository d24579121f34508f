import { OnboardingView } from "./onboarding-view";
import { useOnboarding } from "./use-onboarding";

/** Core spec 2.1 `onboarding`: an internal user's first choices (language, function, country). */
export function OnboardingPage() {
  return <OnboardingView {...useOnboarding(false)} />;
}

/** Core spec 2.1 `scpOnboarding`: a partner's onboarding (language and country), which ends in the waiting room. */
export function ScpOnboardingPage() {
  return <OnboardingView {...useOnboarding(true)} />;
}
