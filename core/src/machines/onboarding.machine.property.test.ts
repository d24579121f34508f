import { describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { reachableSnapshots } from "../testing/machine-graph";
import { onboardingMachine } from "./onboarding.machine";

type Event = EventFromLogic<typeof onboardingMachine>;

const options = { countries: [{ id: 49, name: "Germany" }], roles: [{ value: "OTHER", name: "Other" }] };
const events = [
  { type: "xstate.done.actor.loadOptions", output: options },
  { type: "onboarding.languageChosen", languageShortcut: "de" },
  { type: "onboarding.languageChosen", languageShortcut: "ja" },
  { type: "onboarding.roleChosen", organizationRole: "OTHER" },
  { type: "onboarding.countryChosen", countryId: 49 },
  { type: "onboarding.finish" },
  {
    type: "xstate.error.actor.submitOnboarding",
    error: { status: 500, resultKey: "INTERNAL_ERROR", message: "" },
  },
  {
    type: "xstate.error.actor.assignPartnerCountry",
    error: { status: 500, resultKey: "INTERNAL_ERROR", message: "" },
  },
  { type: "xstate.done.actor.submitOnboarding" },
  { type: "xstate.done.actor.assignPartnerCountry" },
] as unknown as Event[];

const isLeavingChoice = (value: unknown): boolean =>
  JSON.stringify(value).includes("submitting") || value === "finished" || value === "waitingRoom";

describe.each([false, true])("onboarding machine, every reachable state (partner: %s)", (isPartner) => {
  const snapshots = reachableSnapshots(onboardingMachine, { events, input: { isPartner } });

  it("reaches the end it is meant for", () => {
    const values = snapshots.map((snapshot) => snapshot.value);
    expect(values).toContain(isPartner ? "waitingRoom" : "finished");
    expect(values).not.toContain(isPartner ? "finished" : "waitingRoom");
  });

  it("never submits or finishes with an empty step", () => {
    for (const snapshot of snapshots.filter((s) => isLeavingChoice(s.value))) {
      expect(snapshot.context.languageShortcut).not.toBeNull();
      expect(snapshot.context.countryId).not.toBeNull();
      if (!isPartner) expect(snapshot.context.organizationRole).not.toBeNull();
    }
  });

  it("never records a role for a partner, nor a later step before an earlier one", () => {
    for (const { context } of snapshots) {
      if (isPartner) expect(context.organizationRole).toBeNull();
      if (context.languageShortcut === null)
        expect([context.organizationRole, context.countryId]).toEqual([null, null]);
      if (!isPartner && context.organizationRole === null) expect(context.countryId).toBeNull();
    }
  });
});
