import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { unsavedChangesMachine } from "./unsaved-changes.machine";

function start() {
  const navigate = vi.fn();
  const machine = unsavedChangesMachine.provide({
    actions: { navigate: (_args, params) => navigate(params) },
  });
  return { actor: createActor(machine).start(), navigate };
}

describe("unsaved-changes guard", () => {
  it("navigates at once when nothing is unsaved", () => {
    const { actor, navigate } = start();
    actor.send({ type: "navigation.requested", to: "/settings" });
    expect(navigate).toHaveBeenCalledWith({ to: "/settings" });
  });

  it("asks before leaving unsaved progress and navigates on confirmation", () => {
    const { actor, navigate } = start();
    actor.send({ type: "form.changed" });
    actor.send({ type: "navigation.requested", to: "/settings" });
    expect(actor.getSnapshot().value).toBe("confirming");
    expect(navigate).not.toHaveBeenCalled();
    actor.send({ type: "navigation.confirmed" });
    expect(navigate).toHaveBeenCalledWith({ to: "/settings" });
    expect(actor.getSnapshot().value).toBe("clean");
  });

  it("stays with the unsaved progress when the user cancels", () => {
    const { actor, navigate } = start();
    actor.send({ type: "form.changed" });
    actor.send({ type: "navigation.requested", to: "/" });
    actor.send({ type: "navigation.cancelled" });
    expect(actor.getSnapshot().value).toBe("dirty");
    expect(actor.getSnapshot().context.pendingTarget).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("no longer asks once the progress is saved or reset", () => {
    const { actor, navigate } = start();
    actor.send({ type: "form.changed" });
    actor.send({ type: "form.saved" });
    actor.send({ type: "navigation.requested", to: "/a" });
    actor.send({ type: "form.changed" });
    actor.send({ type: "form.reset" });
    actor.send({ type: "navigation.requested", to: "/b" });
    expect(navigate.mock.calls).toEqual([[{ to: "/a" }], [{ to: "/b" }]]);
  });
});
