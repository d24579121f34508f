import { describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { draftFixture, sharedListFixture } from "../testing/draft-fixtures";
import { reachableSnapshots } from "../testing/machine-graph";
import { draftMachine } from "./draft.machine";

type Event = EventFromLogic<typeof draftMachine>;

// Every kind of edit, including attempts to add a country or a subregion, and every actor outcome.
const events = [
  { type: "xstate.done.actor.startDraft", output: draftFixture },
  { type: "xstate.error.actor.startDraft", error: { status: 409, resultKey: "DRAFT_TAKEN", message: "" } },
  { type: "xstate.done.actor.updateEditDate" },
  { type: "draft.targetsChanged", targets: { sharedCountryIds: [49], sharedSubregionIds: [] } },
  { type: "draft.targetsChanged", targets: { sharedCountryIds: [49, 43, 41, 33], sharedSubregionIds: [7] } },
  { type: "draft.targetsChanged", targets: { sharedCountryIds: [43], sharedSubregionIds: [7, 8] } },
  { type: "draft.targetsChanged", targets: { sharedCountryIds: [33], sharedSubregionIds: [] } },
  { type: "draft.moved", from: 0, to: 2 },
  { type: "draft.noteChanged", note: "Spring" },
  { type: "list.updated", lastUpdatedAt: "2026-05-01T00:00:00Z" },
  { type: "draft.publish" },
  {
    type: "xstate.error.actor.publishDraft",
    error: { status: 409, resultKey: "DRAFT_UPDATE_CONFLICT", message: "" },
  },
  { type: "conflict.update", resolution: { prices: "override", quantities: "ignore" } },
  { type: "conflict.cancel" },
  {
    type: "xstate.done.actor.updateDraftFromList",
    output: { ...draftFixture, createdAt: "2026-06-01T00:00:00Z" },
  },
  { type: "draft.delete" },
  {
    type: "xstate.error.actor.deleteDraft",
    error: { status: 500, resultKey: "INTERNAL_ERROR", message: "" },
  },
] as unknown as Event[];

describe("draft machine, every reachable state", () => {
  const snapshots = reachableSnapshots(draftMachine, {
    events,
    input: { list: sharedListFixture, user: { currencyShortcut: "EUR", countryId: 49 } },
    // The invariant is about share targets; the order of elements and the note only multiply the states.
    key: (snapshot) => [
      snapshot.value,
      snapshot.context.draft?.sharedCountryIds,
      snapshot.context.draft?.sharedSubregionIds,
      snapshot.context.draft?.createdAt,
      snapshot.context.list.lastUpdatedAt,
    ],
  });

  it("reaches editing, conflict and both endings", () => {
    const states = new Set(snapshots.map((snapshot) => JSON.stringify(snapshot.value)));
    for (const state of ['{"editing":"idle"}', '"conflict"', '"taken"', '"deleting"'])
      expect(states, state).toContain(state);
  });

  it("never lets a draft share with a country or subregion the list was not shared with", () => {
    for (const snapshot of snapshots) {
      const draft = snapshot.context.draft;
      if (draft === undefined) continue;
      for (const id of draft.sharedCountryIds) expect(sharedListFixture.sharedCountryIds).toContain(id);
      for (const id of draft.sharedSubregionIds) expect(sharedListFixture.sharedSubregionIds).toContain(id);
    }
  });
});
