import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ConsentDecision } from "../model/enums";
import { consentMachine } from "./consent.machine";

function start(stored: ConsentDecision, store = vi.fn(async (_input: unknown) => {})) {
  const reloadPage = vi.fn();
  const notifyConsentChanged = vi.fn();
  const machine = consentMachine.provide({
    actors: {
      loadConsent: fromPromise(async () => stored),
      storeConsent: fromPromise(async ({ input }) => store(input)),
    },
    actions: { reloadPage, notifyConsentChanged },
  });
  const actor = createActor(machine, { input: { userId: "u1" } }).start();
  return { actor, reloadPage, notifyConsentChanged, store };
}

describe("consent machine", () => {
  it("starts from the stored decision of the user", async () => {
    const { actor } = start("REJECTED");
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.decision).toBe("REJECTED");
  });

  it("persists a change for the user, then reloads and shows the success toast", async () => {
    const { actor, reloadPage, notifyConsentChanged, store } = start("UNDECIDED");
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "consent.accept" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(store).toHaveBeenCalledWith({ userId: "u1", decision: "ACCEPTED" });
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(notifyConsentChanged).toHaveBeenCalledOnce();
  });

  it("does nothing when the decision does not change", async () => {
    const { actor, store, reloadPage } = start("ACCEPTED");
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "consent.accept" });
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(store).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("re-reads the stored decision and exposes the error when storing fails", async () => {
    const failing = vi.fn(async (_input: unknown) => {
      throw new Error("quota exceeded");
    });
    const { actor, reloadPage } = start("UNDECIDED", failing);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "consent.reject" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.errorKey !== undefined);
    expect(actor.getSnapshot().context.decision).toBe("UNDECIDED");
    expect(actor.getSnapshot().context.errorKey).toBe("INTERNAL_ERROR");
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
