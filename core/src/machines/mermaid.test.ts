import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { rootTransitions, toMermaid } from "./mermaid";

const door = createMachine({
  id: "door",
  initial: "closed",
  on: { "door.reset": ".closed" },
  states: {
    closed: { on: { "door.open": { target: "open", guard: "isUnlocked" } } },
    open: {
      initial: "swinging",
      states: { swinging: { on: { "door.stop": "resting" } }, resting: {} },
      on: { "door.remove": "gone" },
    },
    gone: { type: "final" },
  },
});

describe("toMermaid", () => {
  it("draws initial states, nested states, guarded transitions and final states", () => {
    expect(toMermaid(door)).toBe(
      [
        "stateDiagram-v2",
        "  [*] --> closed",
        '  state "closed" as closed',
        '  state "open" as open',
        "  state open {",
        "    [*] --> open_swinging",
        '    state "swinging" as open_swinging',
        '    state "resting" as open_resting',
        "    open_swinging --> open_resting: door.stop",
        "  }",
        '  state "gone" as gone',
        "  gone --> [*]",
        "  closed --> open: door.open [isUnlocked]",
        "  open --> gone: door.remove",
      ].join("\n"),
    );
  });

  it("lists the root-level transitions apart", () => {
    expect(rootTransitions(door)).toEqual(["`door.reset` → closed"]);
  });
});
