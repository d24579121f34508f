import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { draftFixture, sharedListFixture } from "../testing/draft-fixtures";
import { type DraftState, draftMachine } from "./draft.machine";

type Fakes = Partial<
  Record<"startDraft" | "publishDraft" | "deleteDraft" | "updateDraftFromList", () => unknown>
>;

function start(
  fakes: Fakes = {},
  user: { currencyShortcut: string | null; countryId: number | null } = {
    currencyShortcut: "EUR",
    countryId: 49,
  },
) {
  const calls = { updateEditDate: vi.fn(), publishDraft: vi.fn(), updateDraftFromList: vi.fn() };
  const machine = draftMachine.provide({
    actors: {
      startDraft: fromPromise(async () => (fakes.startDraft?.() ?? draftFixture) as DraftState),
      updateEditDate: fromPromise<void, { draft: DraftState }>(async ({ input }) => {
        calls.updateEditDate(input);
      }),
      publishDraft: fromPromise(async ({ input }) => {
        calls.publishDraft(input);
        fakes.publishDraft?.();
      }),
      deleteDraft: fromPromise<void, { draftId: number }>(async () => {
        fakes.deleteDraft?.();
      }),
      updateDraftFromList: fromPromise(async ({ input }) => {
        calls.updateDraftFromList(input);
        return { ...draftFixture, createdAt: "2026-03-01T00:00:00Z" };
      }),
    },
  });
  const actor = createActor(machine, { input: { list: sharedListFixture, user } }).start();
  return { actor, calls };
}

const reject =
  (resultKey: string, status = 409) =>
  () => {
    throw { status, resultKey, message: resultKey };
  };

describe("draft machine: starting", () => {
  it("refuses a draft in another currency than the user's", () => {
    const { actor } = start({}, { currencyShortcut: "USD", countryId: 49 });
    expect(actor.getSnapshot().value).toBe("refused");
    expect(actor.getSnapshot().context.errorKey).toBe("DRAFT_CURRENCY_MISMATCH");
  });

  it("starts a draft copy of a list from another country than the user's", async () => {
    const { actor } = start({}, { currencyShortcut: "EUR", countryId: 33 });
    expect(actor.getSnapshot().context.copy).toBe(true);
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.errorKey).toBeUndefined();
  });

  it("starts the list's own draft (no copy) in the user's country", async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.copy).toBe(false);
  });

  it("refuses a draft to a user without a country setting", () => {
    const { actor } = start({}, { currencyShortcut: "EUR", countryId: null });
    expect(actor.getSnapshot().value).toBe("refused");
    expect(actor.getSnapshot().context.errorKey).toBe("DRAFT_COUNTRY_MISMATCH");
  });

  it("ends in taken when a draft already exists", async () => {
    const { actor } = start({ startDraft: reject("DRAFT_TAKEN") });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("taken");
  });

  it("ends in forbidden without the Key user role in every shared country", async () => {
    const { actor } = start({ startDraft: reject("INSUFFICIENT_PERMISSIONS", 403) });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("forbidden");
  });

  it("ends in failed on any other error", async () => {
    const { actor } = start({ startDraft: reject("INTERNAL_ERROR", 500) });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("failed");
  });
});

describe("draft machine: editing", () => {
  it("updates the edit date after each edit", async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "draft.noteChanged", note: "Spring" });
    actor.send({ type: "draft.moved", from: 0, to: 2 });
    actor.send({ type: "draft.elementsChanged", elementIds: [2, 3] });
    await waitFor(actor, (s) => s.matches({ editing: "idle" }));
    expect(calls.updateEditDate).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.draft).toMatchObject({ note: "Spring", elementIds: [2, 3] });
  });

  it("lets the draft drop a country", async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "draft.targetsChanged", targets: { sharedCountryIds: [49], sharedSubregionIds: [] } });
    expect(actor.getSnapshot().context.draft?.sharedCountryIds).toEqual([49]);
  });

  it("refuses to add a country to the draft", async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({
      type: "draft.targetsChanged",
      targets: { sharedCountryIds: [49, 33], sharedSubregionIds: [7] },
    });
    expect(actor.getSnapshot().context.draft?.sharedCountryIds).toEqual([49, 43, 41]);
    expect(actor.getSnapshot().context.errorKey).toBe("DRAFT_COUNTRIES_CANNOT_BE_ADDED");
  });
});

describe("draft machine: publishing, conflict and delete", () => {
  it("publishes the edited draft as a country share", async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "draft.publish" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("published");
    expect(calls.publishDraft).toHaveBeenCalledWith({ draft: draftFixture });
  });

  it("opens the conflict when the list changed after the draft was created", async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "list.updated", lastUpdatedAt: "2026-02-01T00:00:00Z" });
    actor.send({ type: "draft.publish" });
    expect(actor.getSnapshot().value).toBe("conflict");
  });

  it("opens the conflict when the server reports it on publish", async () => {
    const { actor } = start({ publishDraft: reject("DRAFT_UPDATE_CONFLICT") });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "draft.publish" });
    await waitFor(actor, (s) => s.matches("conflict"));
    expect(actor.getSnapshot().value).toBe("conflict");
  });

  it("updates the draft with the chosen price and quantity handling, then publishes", async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "list.updated", lastUpdatedAt: "2026-02-01T00:00:00Z" });
    actor.send({ type: "draft.publish" });
    actor.send({ type: "conflict.update", resolution: { prices: "override", quantities: "ignore" } });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(calls.updateDraftFromList).toHaveBeenCalledWith({
      draftId: 101,
      resolution: { prices: "override", quantities: "ignore" },
    });
    actor.send({ type: "draft.publish" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("published");
  });

  it("returns to editing when the conflict is cancelled", async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "list.updated", lastUpdatedAt: "2026-02-01T00:00:00Z" });
    actor.send({ type: "draft.publish" });
    actor.send({ type: "conflict.cancel" });
    expect(actor.getSnapshot().matches("editing")).toBe(true);
  });

  it("stays editing and exposes the error when publishing fails otherwise", async () => {
    const { actor } = start({ publishDraft: reject("INTERNAL_ERROR", 500) });
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "draft.publish" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.errorKey !== undefined);
    expect(actor.getSnapshot().context.errorKey).toBe("INTERNAL_ERROR");
  });

  it("deletes the draft", async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "draft.delete" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("deleted");
  });
});
