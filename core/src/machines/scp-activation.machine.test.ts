import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { ValidationMessage } from "../rules/validation-messages";
import { scpActivationMachine } from "./scp-activation.machine";

function start(failActivation = false) {
  const activateScp = vi.fn(async (_input: unknown) => {
    if (failActivation) throw { status: 409, resultKey: "SCP_ACTIVATION_INCOMPLETE", message: "" };
  });
  const rejectScp = vi.fn(async (_input: unknown) => {});
  const machine = scpActivationMachine.provide({
    actors: {
      activateScp: fromPromise(async ({ input }) => activateScp(input)),
      rejectScp: fromPromise(async ({ input }) => rejectScp(input)),
    },
  });
  return { actor: createActor(machine, { input: { userId: "u7" } }).start(), activateScp, rejectScp };
}

const fillIn = (actor: ReturnType<typeof start>["actor"]) => {
  actor.send({ type: "activation.companyChosen", companyId: 5 });
  actor.send({ type: "activation.functionChosen", organizationRole: "SALES_REPRESENTATIVE" });
  actor.send({ type: "activation.countriesChanged", countryIds: [49] });
};

describe("SCP activation machine (Key user)", () => {
  it("refuses to approve without company and countries and shows the specification's messages", () => {
    const { actor, activateScp } = start();
    actor.send({ type: "activation.functionChosen", organizationRole: "SERVICE" });
    actor.send({ type: "activation.approve" });
    expect(actor.getSnapshot().value).toBe("reviewing");
    expect(activateScp).not.toHaveBeenCalled();
    const keys = actor.getSnapshot().context.fieldErrors.map((error) => error.messageKey);
    expect(keys).toEqual(
      expect.arrayContaining([ValidationMessage.scpCompanyRequired, ValidationMessage.scpCountryRequired]),
    );
  });

  it("activates a complete request", async () => {
    const { actor, activateScp } = start();
    fillIn(actor);
    actor.send({ type: "activation.approve" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("activated");
    expect(activateScp).toHaveBeenCalledWith({
      userId: "u7",
      form: { companyId: 5, organizationRole: "SALES_REPRESENTATIVE", countryIds: [49] },
    });
  });

  it("rejects a request without any form", async () => {
    const { actor, rejectScp } = start();
    actor.send({ type: "activation.reject" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("rejected");
    expect(rejectScp).toHaveBeenCalledWith({ userId: "u7" });
  });

  it("keeps the form and exposes the error when activation fails", async () => {
    const { actor } = start(true);
    fillIn(actor);
    actor.send({ type: "activation.approve" });
    await waitFor(actor, (s) => s.matches("reviewing") && s.context.errorKey !== undefined);
    expect(actor.getSnapshot().context.form.companyId).toBe(5);
    expect(actor.getSnapshot().context.errorKey).toBe("SCP_ACTIVATION_INCOMPLETE");
  });
});
