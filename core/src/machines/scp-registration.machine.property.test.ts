import { describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { ScpStatus } from "../model/enums";
import { reachableSnapshots } from "../testing/machine-graph";
import { scpRegistrationMachine } from "./scp-registration.machine";

type Event = EventFromLogic<typeof scpRegistrationMachine>;

const events = [
  { type: "scp.countryChosen", countryId: 49 },
  { type: "xstate.done.actor.registerCountry" },
  { type: "xstate.error.actor.registerCountry", error: { status: 409, resultKey: "X", message: "" } },
  ...ScpStatus.options.map((scpStatus) => ({ type: "scp.statusChanged", scpStatus })),
  { type: "scp.statusChanged", scpStatus: "PENDING", countryId: null },
  { type: "api.forbidden", resultKey: "SALES_CHANNEL_PARTNER_USER_PENDING" },
  { type: "api.forbidden", resultKey: "SALES_CHANNEL_PARTNER_USER_REJECTED" },
  { type: "api.forbidden", resultKey: "FORBIDDEN" },
] as unknown as Event[];

describe.each([null, 49])("SCP registration machine, every reachable state (country %s)", (countryId) => {
  const snapshots = reachableSnapshots(scpRegistrationMachine, {
    events,
    input: { scpStatus: "ONBOARDING_REQUIRED", countryId },
  });

  it("reaches every landing", () => {
    const values = new Set(snapshots.map((snapshot) => snapshot.value));
    for (const value of ["registration", "waitingRoom", "rejected", "accepted", "onboardingRequired"])
      expect(values).toContain(value);
  });

  it("waits in the waiting room only with a country and a pending status", () => {
    for (const snapshot of snapshots.filter((s) => s.matches("waitingRoom")))
      expect(snapshot.context).toMatchObject({ scpStatus: "PENDING", countryId: expect.any(Number) });
  });

  it("lets in only an accepted partner with a country", () => {
    for (const snapshot of snapshots.filter((s) => s.matches("accepted")))
      expect(snapshot.context).toMatchObject({ scpStatus: "ACCEPTED", countryId: expect.any(Number) });
  });
});
