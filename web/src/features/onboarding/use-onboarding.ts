import { pathTo } from "@catalogue/core/access";
import { type OnboardingStepId, onboardingMachine, onboardingProgress } from "@catalogue/core/machines";
import type { Language } from "@catalogue/core/model";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { fromPromise } from "xstate";
import { forgetProfile } from "../../app/session";
import { changeLanguage } from "../../lib/i18n";
import { useMachine } from "../../lib/use-machine";
import {
  fetchLanguages,
  fetchOnboardingOptions,
  registerPartnerCountry,
  submitOnboarding,
} from "./onboarding-api";
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
  const [languages, setLanguages] = useState<Language[]>([]);
  const [openStep, setOpenStep] = useState<OnboardingStepId | null>("language");
  // One machine per screen: a recreated machine would restart the actor and lose the user's choices.
  const i18nRef = useRef(i18n);
  i18nRef.current = i18n;
  const [machine] = useState(() =>
    onboardingMachine.provide({
      actors: {
        loadOptions: fromPromise(() => fetchOnboardingOptions()),
        submitOnboarding: fromPromise(({ input }) => submitOnboarding(input)),
        assignPartnerCountry: fromPromise(({ input }) => registerPartnerCountry(input)),
      },
      actions: {
        setInterfaceLanguage: (_args, { languageShortcut }) =>
          void changeLanguage(i18nRef.current, languageShortcut),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { isPartner });

  useEffect(() => {
    fetchLanguages().then(setLanguages, () => setLanguages([]));
  }, []);

  const context = snapshot?.context;
  const progress = onboardingProgress(
    context ?? {
      isPartner,
      languageShortcut: null,
      organizationRole: null,
      countryId: null,
      options: { countries: [], roles: [] },
      errorKey: undefined,
    },
  );
  // The accordion opens the first step still to do, whenever a choice completes one.
  const nextOpen = progress.steps.find((step) => !step.done)?.id ?? null;
  useEffect(() => {
    if (nextOpen) setOpenStep(nextOpen);
  }, [nextOpen]);

  const finished = snapshot?.matches("finished") ?? false;
  const waiting = snapshot?.matches("waitingRoom") ?? false;
  useEffect(() => {
    if (!finished && !waiting) return;
    forgetProfile();
    navigate(pathTo(finished ? "finder" : "scpRegistrationWaitingRoom"), { replace: true });
  }, [finished, waiting, navigate]);

  const status =
    !snapshot || snapshot.matches("loadingOptions")
      ? "loading"
      : snapshot.matches("choosing")
        ? "choosing"
        : "submitting";
  const loaded = (context?.options.countries.length ?? 0) > 0;
  return {
    status,
    progress,
    languages,
    options: context?.options ?? { countries: [], roles: [] },
    values: {
      languageShortcut: context?.languageShortcut ?? null,
      organizationRole: context?.organizationRole ?? null,
      countryId: context?.countryId ?? null,
    },
    openStep,
    failed: context?.errorKey === undefined ? null : loaded ? "save" : "load",
    onToggleStep: (step) => setOpenStep((open) => (open === step ? null : step)),
    onLanguage: (languageShortcut) => send({ type: "onboarding.languageChosen", languageShortcut }),
    onRole: (organizationRole) => send({ type: "onboarding.roleChosen", organizationRole }),
    onCountry: (countryId) => send({ type: "onboarding.countryChosen", countryId }),
    onFinish: () => send({ type: "onboarding.finish" }),
  };
}
