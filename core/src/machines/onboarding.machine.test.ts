import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type OnboardingOptions, onboardingMachine } from "./onboarding.machine";
import { onboardingProgress } from "./onboarding-steps";

const options: OnboardingOptions = {
  countries: [{ id: 49, name: "Germany" }],
  roles: [{ value: "SERVICE", name: "Service" }],
};

function start(isPartner: boolean, submitFails = false) {
  const fakes = {
    loadOptions: vi.fn(async (_input: unknown) => options),
    submitOnboarding: vi.fn(async (_input: unknown) => {
      if (submitFails) throw { status: 500, resultKey: "INTERNAL_ERROR", message: "boom" };
    }),
    assignPartnerCountry: vi.fn(async (_input: unknown) => {}),
    setInterfaceLanguage: vi.fn(),
  };
  const machine = onboardingMachine.provide({
    actors: {
      loadOptions: fromPromise(async ({ input }) => fakes.loadOptions(input)),
      submitOnboarding: fromPromise(async ({ input }) => fakes.submitOnboarding(input)),
      assignPartnerCountry: fromPromise(async ({ input }) => fakes.assignPartnerCountry(input)),
    },
    actions: { setInterfaceLanguage: (_args, params) => fakes.setInterfaceLanguage(params) },
  });
  const actor = createActor(machine, { input: { isPartner } }).start();
  return { actor, fakes };
}

const ready = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (s) => s.matches("choosing"));

describe("onboarding machine", () => {
  it("sets the interface language and reloads countries and roles when a language is chosen", async () => {
    const { actor, fakes } = start(false);
    await ready(actor);
    actor.send({ type: "onboarding.languageChosen", languageShortcut: "de" });
    await ready(actor);
    expect(fakes.setInterfaceLanguage).toHaveBeenCalledWith({ languageShortcut: "de" });
    expect(fakes.loadOptions).toHaveBeenLastCalledWith({ languageShortcut: "de" });
    expect(actor.getSnapshot().context.options).toEqual(options);
  });

  it("keeps later steps closed until the earlier ones are chosen", async () => {
    const { actor } = start(false);
    await ready(actor);
    actor.send({ type: "onboarding.roleChosen", organizationRole: "SERVICE" });
    actor.send({ type: "onboarding.countryChosen", countryId: 49 });
    expect(actor.getSnapshot().context).toMatchObject({ organizationRole: null, countryId: null });
  });

  it("cannot finish with an empty step", async () => {
    const { actor } = start(false);
    await ready(actor);
    actor.send({ type: "onboarding.languageChosen", languageShortcut: "en" });
    await ready(actor);
    actor.send({ type: "onboarding.roleChosen", organizationRole: "SERVICE" });
    actor.send({ type: "onboarding.finish" });
    expect(actor.getSnapshot().matches("choosing")).toBe(true);
  });

  it("submits the three choices of a non-partner and finishes", async () => {
    const { actor, fakes } = start(false);
    await ready(actor);
    actor.send({ type: "onboarding.languageChosen", languageShortcut: "en" });
    await ready(actor);
    actor.send({ type: "onboarding.roleChosen", organizationRole: "SERVICE" });
    actor.send({ type: "onboarding.countryChosen", countryId: 49 });
    actor.send({ type: "onboarding.finish" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("finished");
    expect(fakes.submitOnboarding).toHaveBeenCalledWith({
      organizationRole: "SERVICE",
      languageShortcut: "en",
      countryId: 49,
    });
  });

  it("skips the role for a partner, assigns the country and goes to the waiting room", async () => {
    const { actor, fakes } = start(true);
    await ready(actor);
    actor.send({ type: "onboarding.languageChosen", languageShortcut: "fr" });
    await ready(actor);
    actor.send({ type: "onboarding.countryChosen", countryId: 49 });
    actor.send({ type: "onboarding.finish" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("waitingRoom");
    expect(fakes.assignPartnerCountry).toHaveBeenCalledWith({ languageShortcut: "fr", countryId: 49 });
  });

  it("keeps the choices and exposes the error when the submit fails", async () => {
    const { actor } = start(false, true);
    await ready(actor);
    actor.send({ type: "onboarding.languageChosen", languageShortcut: "en" });
    await ready(actor);
    actor.send({ type: "onboarding.roleChosen", organizationRole: "SERVICE" });
    actor.send({ type: "onboarding.countryChosen", countryId: 49 });
    actor.send({ type: "onboarding.finish" });
    await waitFor(actor, (s) => s.matches("choosing") && s.context.errorKey !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({
      languageShortcut: "en",
      organizationRole: "SERVICE",
      countryId: 49,
      errorKey: "INTERNAL_ERROR",
    });
  });
});

describe("onboarding progress", () => {
  const base = {
    options,
    errorKey: undefined,
    languageShortcut: null,
    organizationRole: null,
    countryId: null,
  };

  it("reads Step 1 of 3 for a fresh non-partner, with only the language step enabled", () => {
    const progress = onboardingProgress({ ...base, isPartner: false });
    expect([progress.current, progress.total]).toEqual([1, 3]);
    expect(progress.steps.map((step) => step.enabled)).toEqual([true, false, false]);
  });

  it("has two steps for a partner", () => {
    const progress = onboardingProgress({ ...base, isPartner: true, languageShortcut: "en" });
    expect(progress.steps.map((step) => step.id)).toEqual(["language", "country"]);
    expect([progress.current, progress.total]).toEqual([2, 2]);
  });

  it("is complete when every step is chosen", () => {
    const progress = onboardingProgress({
      ...base,
      isPartner: false,
      languageShortcut: "en",
      organizationRole: "OTHER",
      countryId: 49,
    });
    expect(progress).toMatchObject({ current: 3, total: 3, isComplete: true });
  });
});
