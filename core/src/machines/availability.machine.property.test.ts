import { describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { reachableSnapshots } from "../testing/machine-graph";
import { availabilityMachine } from "./availability.machine";

type Event = EventFromLogic<typeof availabilityMachine>;

const events = [
  { type: "availability.editMode" },
  { type: "availability.enableGlobal" },
  { type: "availability.enableCountry" },
  { type: "indicator.statusChosen", status: "WARNING" },
  { type: "indicator.descriptionChanged", description: "Back in May" },
  { type: "indicator.linkChanged", link: "https://maker.example" },
  { type: "indicator.countriesChanged", countryIds: [49] },
  { type: "availability.save" },
  { type: "xstate.done.actor.saveAvailability" },
  {
    type: "xstate.error.actor.saveAvailability",
    error: { status: 409, resultKey: "MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA", message: "" },
  },
] as unknown as Event[];

describe("availability machine, every reachable state", () => {
  const snapshots = reachableSnapshots(availabilityMachine, { events });

  it("reaches all three modes and saving", () => {
    const values = new Set(snapshots.map((snapshot) => JSON.stringify(snapshot.value)));
    for (const value of [
      '{"active":"editMode"}',
      '{"active":{"custom":"global"}}',
      '{"active":{"custom":"perCountry"}}',
      '"saving"',
    ])
      expect(values).toContain(value);
  });

  it("holds at most one indicator, and the one of the mode it is in", () => {
    for (const snapshot of snapshots) {
      const { globalIndicator, countryIndicator } = snapshot.context;
      expect(globalIndicator !== null && countryIndicator !== null).toBe(false);
      if (snapshot.matches({ active: "editMode" }))
        expect([globalIndicator, countryIndicator]).toEqual([null, null]);
      if (snapshot.matches({ active: { custom: "global" } })) expect(globalIndicator).not.toBeNull();
      if (snapshot.matches({ active: { custom: "perCountry" } })) expect(countryIndicator).not.toBeNull();
    }
  });

  it("never holds a description or link without a custom status", () => {
    for (const { context } of snapshots) {
      const indicator = context.globalIndicator ?? context.countryIndicator;
      if (indicator?.status === null) expect([indicator.description, indicator.link]).toEqual(["", ""]);
    }
  });
});
