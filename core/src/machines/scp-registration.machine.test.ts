import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ScpStatus } from "../model/enums";
import { scpRegistrationMachine } from "./scp-registration.machine";

function start(scpStatus: ScpStatus | null, countryId: number | null, registerFails = false) {
  const registerCountry = vi.fn(async (_input: { countryId: number }) => {
    if (registerFails) throw { status: 409, resultKey: "SCP_USER_ASSIGNED_TO_COUNTRY", message: "" };
  });
  const machine = scpRegistrationMachine.provide({
    actors: { registerCountry: fromPromise(async ({ input }) => registerCountry(input)) },
  });
  return { actor: createActor(machine, { input: { scpStatus, countryId } }).start(), registerCountry };
}

describe("SCP registration machine: landing by status", () => {
  it.each([
    ["ONBOARDING_REQUIRED", 49, "onboardingRequired"],
    ["PENDING", 49, "waitingRoom"],
    ["PENDING", null, "registration"],
    ["ACCEPTED", 49, "accepted"],
    ["REJECTED", 49, "rejected"],
  ] as const)("%s with country %s lands in %s", (status, country, state) => {
    const { actor } = start(status, country);
    expect(actor.getSnapshot().value).toBe(state);
  });
});

describe("SCP registration machine: flow", () => {
  it("registers the chosen country and waits in the waiting room", async () => {
    const { actor, registerCountry } = start("PENDING", null);
    actor.send({ type: "scp.countryChosen", countryId: 49 });
    await waitFor(actor, (s) => s.matches("waitingRoom"));
    expect(registerCountry).toHaveBeenCalledWith({ countryId: 49 });
    expect(actor.getSnapshot().context).toMatchObject({ scpStatus: "PENDING", countryId: 49 });
  });

  it("stays in registration without a country when registering fails", async () => {
    const { actor } = start("PENDING", null, true);
    actor.send({ type: "scp.countryChosen", countryId: 49 });
    await waitFor(actor, (s) => s.matches("registration") && s.context.errorKey !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({
      countryId: null,
      errorKey: "SCP_USER_ASSIGNED_TO_COUNTRY",
    });
  });

  it("moves on when a Key user approves", () => {
    const { actor } = start("PENDING", 49);
    actor.send({ type: "scp.statusChanged", scpStatus: "ACCEPTED" });
    expect(actor.getSnapshot().value).toBe("accepted");
  });

  it("moves on when a Key user rejects", () => {
    const { actor } = start("PENDING", 49);
    actor.send({ type: "scp.statusChanged", scpStatus: "REJECTED" });
    expect(actor.getSnapshot().value).toBe("rejected");
  });
});

describe("SCP registration machine: partner 403s follow the error policy", () => {
  it("a pending 403 sends a partner with a country to the waiting room", () => {
    const { actor } = start("ACCEPTED", 49);
    actor.send({ type: "api.forbidden", resultKey: "SALES_CHANNEL_PARTNER_USER_PENDING" });
    expect(actor.getSnapshot().value).toBe("waitingRoom");
  });

  it("a pending 403 sends a partner without a country to registration", () => {
    const { actor } = start("ONBOARDING_REQUIRED", null);
    actor.send({ type: "scp.statusChanged", scpStatus: "ONBOARDING_REQUIRED", countryId: null });
    actor.send({ type: "api.forbidden", resultKey: "SALES_CHANNEL_PARTNER_USER_PENDING" });
    expect(actor.getSnapshot().value).toBe("registration");
  });

  it("a rejected 403 sets the status to rejected", () => {
    const { actor } = start("ACCEPTED", 49);
    actor.send({ type: "api.forbidden", resultKey: "SALES_CHANNEL_PARTNER_USER_REJECTED" });
    expect(actor.getSnapshot().value).toBe("rejected");
    expect(actor.getSnapshot().context.scpStatus).toBe("REJECTED");
  });

  it("another 403 does not move the partner", () => {
    const { actor } = start("ACCEPTED", 49);
    actor.send({ type: "api.forbidden", resultKey: "FORBIDDEN" });
    expect(actor.getSnapshot().value).toBe("accepted");
  });
});
