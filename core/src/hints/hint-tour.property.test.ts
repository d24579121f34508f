import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HINT_IDS, HINTS_BY_SCREEN, type HintId } from "./hint-catalogue";
import { advanceHintTour, currentHint, type HintTour, type HintTourEvent, startHintTour } from "./hint-tour";
import { FRESH_HINTS_MEMORY } from "./hints-memory";

const hintId = fc.constantFrom(...HINT_IDS);
const event: fc.Arbitrary<HintTourEvent> = fc.oneof(
  fc.record({ type: fc.constant("hints.anchorsChanged" as const), present: fc.uniqueArray(hintId) }),
  fc.record({ type: fc.constant("hints.dialogChanged" as const), open: fc.boolean() }),
  fc.constantFrom<HintTourEvent>(
    { type: "hints.screenChanged" },
    { type: "hints.next" },
    { type: "hints.gotIt" },
    { type: "hints.turnOff" },
    { type: "hints.reset" },
  ),
);
const replay = (events: HintTourEvent[], from: HintTour = startHintTour(FRESH_HINTS_MEMORY)) =>
  events.reduce(advanceHintTour, from);

describe("hint tour (core spec 2.3 tutorial pop-ups, 3 hiddenHints)", () => {
  it("shows only a hint whose control is on screen and that the user has not answered", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const tour = replay(events);
        const shown = currentHint(tour);
        if (shown === undefined) return;
        expect(tour.present).toContain(shown);
        expect(tour.memory.hiddenHints).not.toContain(shown);
      }),
    );
  });

  it("never shows a hint while a dialog is open or after 'don't show hints' until a reset", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), fc.array(event, { maxLength: 20 }), (before, after) => {
        const off = replay([...before, { type: "hints.turnOff" }]);
        const later = replay(
          after.filter((e) => e.type !== "hints.reset"),
          off,
        );
        expect(currentHint(later)).toBeUndefined();
        expect(
          currentHint(replay([{ type: "hints.dialogChanged", open: true }], replay(before))),
        ).toBeUndefined();
      }),
    );
  });

  it("keeps an answered hint hidden whatever happens next, except a reset", () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 30 }),
        fc.constantFrom<HintTourEvent>({ type: "hints.next" }, { type: "hints.gotIt" }),
        fc.array(event, { maxLength: 30 }),
        (before, answer, after) => {
          const tour = replay(before);
          const answered = currentHint(tour);
          fc.pre(answered !== undefined);
          const later = replay([answer, ...after.filter((e) => e.type !== "hints.reset")], tour);
          expect(later.memory.hiddenHints).toContain(answered);
          expect(currentHint(later)).not.toBe(answered);
        },
      ),
    );
  });

  it("steps through a screen's hints in the catalogue's order with 'Next'", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(HINTS_BY_SCREEN)), fc.boolean(), (hints, shuffle) => {
        const present: HintId[] = shuffle ? [...hints].reverse() : [...hints];
        let tour = replay([{ type: "hints.anchorsChanged", present }]);
        const seen: (HintId | undefined)[] = [];
        for (const _ of hints) {
          seen.push(currentHint(tour));
          tour = advanceHintTour(tour, { type: "hints.next" });
        }
        expect(seen).toEqual([...hints]);
        expect(currentHint(tour)).toBeUndefined();
      }),
    );
  });

  it("brings every hint back after a reset", () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 40 }),
        fc.uniqueArray(hintId, { minLength: 1 }),
        (events, present) => {
          const tour = replay([
            ...events,
            { type: "hints.reset" },
            { type: "hints.dialogChanged", open: false },
          ]);
          const shown = currentHint(advanceHintTour(tour, { type: "hints.anchorsChanged", present }));
          expect(shown).toBe(HINT_IDS.find((id) => present.includes(id)));
        },
      ),
    );
  });
});
