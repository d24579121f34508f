import { describe, expect, it } from "vitest";
import { advanceHintTour, currentHint, hasNextHint, startHintTour } from "./hint-tour";
import { FRESH_HINTS_MEMORY } from "./hints-memory";

const finder = advanceHintTour(startHintTour(FRESH_HINTS_MEMORY), {
  type: "hints.anchorsChanged",
  present: ["finder.deviceGroups", "finder.careAreas"],
});

describe("hint tour (core spec 2.3)", () => {
  it("starts the finder with the care areas and offers 'Next'", () => {
    expect(currentHint(finder)).toBe("finder.careAreas");
    expect(hasNextHint(finder)).toBe(true);
  });

  it("offers only 'Got it' on the screen's last hint", () => {
    const last = advanceHintTour(finder, { type: "hints.next" });
    expect(currentHint(last)).toBe("finder.deviceGroups");
    expect(hasNextHint(last)).toBe(false);
  });

  it("closes the screen's hints with 'Got it' and shows the rest on the next visit", () => {
    const closed = advanceHintTour(finder, { type: "hints.gotIt" });
    expect(currentHint(closed)).toBeUndefined();
    const again = advanceHintTour(advanceHintTour(closed, { type: "hints.screenChanged" }), {
      type: "hints.anchorsChanged",
      present: ["finder.careAreas", "finder.deviceGroups"],
    });
    expect(currentHint(again)).toBe("finder.deviceGroups");
  });

  it("remembers 'don't show hints' without hiding each hint", () => {
    const off = advanceHintTour(finder, { type: "hints.turnOff" });
    expect(off.memory).toEqual({ hiddenHints: [], hintsOff: true });
    expect(currentHint(off)).toBeUndefined();
  });
});
