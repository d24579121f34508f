import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiErrorMessage, RESULT_KEY_MESSAGES } from "../api/error-messages";
import { ResultKey } from "../api/result-keys";
import { type AvailabilitySaveRequest, availabilityMachine } from "./availability.machine";
import { availabilityFailure } from "./availability-failure";

function start(failWith?: string) {
  const save = vi.fn(async (_request: AvailabilitySaveRequest) => {
    if (failWith) throw { status: 409, resultKey: failWith, message: failWith };
  });
  const notifySaved = vi.fn();
  const machine = availabilityMachine.provide({
    actors: { saveAvailability: fromPromise(async ({ input }) => save(input)) },
    actions: { notifySaved },
  });
  return { actor: createActor(machine).start(), save, notifySaved };
}

describe("availability machine", () => {
  it("starts in edit mode with no indicator", () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ active: "editMode" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ globalIndicator: null, countryIndicator: null });
  });

  it("enabling the global indicator drops the country one, and the reverse", () => {
    const { actor } = start();
    actor.send({ type: "availability.enableCountry" });
    actor.send({ type: "indicator.countriesChanged", countryIds: [49] });
    actor.send({ type: "availability.enableGlobal" });
    expect(actor.getSnapshot().context.countryIndicator).toBeNull();
    expect(actor.getSnapshot().context.globalIndicator?.scope).toBe("GLOBAL");
    actor.send({ type: "availability.enableCountry" });
    expect(actor.getSnapshot().context.globalIndicator).toBeNull();
    expect(actor.getSnapshot().matches({ active: { custom: "perCountry" } })).toBe(true);
  });

  it("ignores description and link until a custom status is chosen", () => {
    const { actor } = start();
    actor.send({ type: "availability.enableGlobal" });
    actor.send({ type: "indicator.descriptionChanged", description: "Back in May" });
    expect(actor.getSnapshot().context.globalIndicator?.description).toBe("");
    actor.send({ type: "indicator.statusChosen", status: "WARNING" });
    actor.send({ type: "indicator.descriptionChanged", description: "Back in May" });
    actor.send({ type: "indicator.linkChanged", link: "https://maker.example/news" });
    expect(actor.getSnapshot().context.globalIndicator).toMatchObject({
      status: "WARNING",
      description: "Back in May",
      link: "https://maker.example/news",
    });
  });

  it("does not save an indicator without a description and a link, and shows both field errors", () => {
    const { actor, save } = start();
    actor.send({ type: "availability.enableGlobal" });
    actor.send({ type: "indicator.statusChosen", status: "AVAILABLE" });
    actor.send({ type: "availability.save" });
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors.map((error) => error.field)).toEqual([
      "description",
      "link",
    ]);
  });

  it("does not save an indicator without a link (supplement 5)", () => {
    const { actor, save } = start();
    actor.send({ type: "availability.enableGlobal" });
    actor.send({ type: "indicator.statusChosen", status: "WARNING" });
    actor.send({ type: "indicator.descriptionChanged", description: "Limited until May" });
    actor.send({ type: "availability.save" });
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: "link", messageKey: "validation.required" },
    ]);
  });

  it("does not save a country indicator without a country", () => {
    const { actor, save } = start();
    actor.send({ type: "availability.enableCountry" });
    actor.send({ type: "indicator.statusChosen", status: "NOT_AVAILABLE" });
    actor.send({ type: "indicator.descriptionChanged", description: "Recalled" });
    actor.send({ type: "indicator.linkChanged", link: "https://maker.example/recall" });
    actor.send({ type: "availability.save" });
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors.map((error) => error.field)).toEqual(["countryIds"]);
  });

  it("saves a valid country indicator and stays in per-country mode", async () => {
    const { actor, save, notifySaved } = start();
    actor.send({ type: "availability.enableCountry" });
    actor.send({ type: "indicator.statusChosen", status: "NOT_AVAILABLE" });
    actor.send({ type: "indicator.descriptionChanged", description: "Recalled" });
    actor.send({ type: "indicator.linkChanged", link: "https://maker.example/recall" });
    actor.send({ type: "indicator.countriesChanged", countryIds: [49, 43] });
    actor.send({ type: "availability.save" });
    await waitFor(actor, (s) => s.matches({ active: { custom: "perCountry" } }));
    expect(save).toHaveBeenCalledWith({
      mode: "country",
      indicator: {
        scope: "COUNTRY",
        status: "NOT_AVAILABLE",
        description: "Recalled",
        link: "https://maker.example/recall",
      },
      countryIds: [49, 43],
    });
    expect(notifySaved).toHaveBeenCalledOnce();
  });

  it("saves edit mode as no indicator", async () => {
    const { actor, save } = start();
    actor.send({ type: "availability.save" });
    await waitFor(actor, (s) => s.matches({ active: "editMode" }));
    expect(save).toHaveBeenCalledWith({ mode: "edit" });
  });

  it("maps a failed save to the message of its result key", async () => {
    const { actor } = start("CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY");
    actor.send({ type: "availability.save" });
    await waitFor(actor, (s) => s.context.errorReaction !== undefined);
    expect(actor.getSnapshot().context.errorReaction).toEqual({
      kind: "toast",
      messageKey: RESULT_KEY_MESSAGES.CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY,
    });
  });
});

describe("availability failures", () => {
  const reactionFor = (status: number, resultKey: string) =>
    availabilityFailure({ status, resultKey, message: "" });

  it("gives each of the five availability result keys its own toast message", () => {
    const keys = ResultKey.options.filter(
      (key) => key.includes("AVAILABILITY_INDICATOR") || key.includes("INDICATORS_FOR"),
    );
    const reactions = keys.map((key) => reactionFor(409, key));
    const messages = new Set(
      reactions.map((reaction) => (reaction.kind === "toast" ? reaction.messageKey : "")),
    );
    expect(keys).toHaveLength(5);
    expect(messages.size).toBe(5);
    expect(messages.has(ApiErrorMessage.availabilityUnknown)).toBe(false);
  });

  it("answers the unknown-error message for any other 409", () => {
    expect(reactionFor(409, "SOMETHING_ELSE")).toEqual({
      kind: "toast",
      messageKey: ApiErrorMessage.availabilityUnknown,
    });
  });
});
