import { pathTo } from "@catalogue/core/access";
import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import { type OnboardingStepId, onboardingMachine, onboardingProgress } from "@catalogue/core/machines";
import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { fromPromise } from "xstate";
import { changeLanguage } from "../../lib/i18n";
import { useCallQuery, useClientConfig } from "../../lib/server-state";
import { forgetProfile } from "../../lib/session";
import { onboardingCalls } from "./onboarding-api";
import type { OnboardingViewProps } from "./onboarding-view";

type ViewState = OnboardingViewProps;

/**
 * Core spec 4.3: core's onboarding machine with the real calls: a language choice switches i18next at once and
 * reloads the choices; finishing saves and goes to the finder (partners: to the waiting room). The cached
 * profile is dropped first, so the guard decides on the saved one.
 */
export function useOnboarding(isPartner: boolean): ViewState {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const config = useClientConfig();
  // The languages are a help for the first step: without them the step still offers the current one.
  const languages = useCallQuery(profileCalls.languages, {}, { keepsScreen: true }).data ?? [];
  const [openStep, setOpenStep] = useState<OnboardingStepId | null>("language");
  // One machine per screen: a recreated machine would restart the actor and lose the user's choices.
  const i18nRef = useRef(i18n);
  i18nRef.current = i18n;
  const [machine] = useState(() => {
    const calls = onboardingCalls(config);
    return onboardingMachine.provide({
      actors: {
        loadOptions: fromPromise(() => calls.loadOptions()),
        submitOnboarding: fromPromise(({ input }) => calls.submit(input)),
        assignPartnerCountry: fromPromise(({ input }) => calls.registerPartner(input)),
      },
      actions: {
        setInterfaceLanguage: (_args, { languageShortcut }) =>
          void changeLanguage(i18nRef.current, languageShortcut),
      },
    });
  });
  const [snapshot, send] = useMachine(machine, { input: { isPartner } });

  const context = snapshot.context;
  const progress = onboardingProgress(context);
  // The accordion opens the first step still to do, whenever a choice completes one.
  const nextOpen = progress.steps.find((step) => !step.done)?.id ?? null;
  useEffect(() => {
    if (nextOpen) setOpenStep(nextOpen);
  }, [nextOpen]);

  const finished = snapshot.matches("finished");
  const waiting = snapshot.matches("waitingRoom");
  useEffect(() => {
    if (!finished && !waiting) return;
    void forgetProfile().then(() =>
      navigate(pathTo(finished ? "finder" : "scpRegistrationWaitingRoom"), { replace: true }),
    );
  }, [finished, waiting, navigate]);

  const status = snapshot.matches("loadingOptions")
    ? "loading"
    : snapshot.matches("choosing")
      ? "choosing"
      : "submitting";
  const loaded = context.options.countries.length > 0;
  return {
    status,
    progress,
    languages,
    options: context.options,
    values: {
      languageShortcut: context.languageShortcut,
      organizationRole: context.organizationRole,
      countryId: context.countryId,
    },
    openStep,
    failed: context.errorKey === undefined ? null : loaded ? "save" : "load",
    onToggleStep: (step) => setOpenStep((open) => (open === step ? null : step)),
    onLanguage: (languageShortcut) => send({ type: "onboarding.languageChosen", languageShortcut }),
    onRole: (organizationRole) => send({ type: "onboarding.roleChosen", organizationRole }),
    onCountry: (countryId) => send({ type: "onboarding.countryChosen", countryId }),
    onFinish: () => send({ type: "onboarding.finish" }),
  };
}
