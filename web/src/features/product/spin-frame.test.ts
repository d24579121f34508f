import { IMAGE_360_FRAMES } from "@catalogue/core/constants";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dragSteps, frameForKey, turnFrame } from "./spin-frame";

describe("360-degree view frames (core spec 9: 36 frames)", () => {
  it("wraps round both ways", () => {
    expect(turnFrame(35, 1)).toBe(0);
    expect(turnFrame(0, -1)).toBe(35);
    expect(frameForKey("ArrowRight", 3)).toBe(4);
    expect(frameForKey("ArrowLeft", 0)).toBe(35);
    expect(frameForKey("Home", 20)).toBe(0);
    expect(frameForKey("a", 20)).toBeNull();
  });

  it("always lands on a frame, and 36 steps come back to the start", () => {
    fc.assert(
      fc.property(fc.nat(IMAGE_360_FRAMES - 1), fc.integer({ min: -500, max: 500 }), (frame, steps) => {
        const next = turnFrame(frame, steps);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(IMAGE_360_FRAMES);
        expect(turnFrame(next, IMAGE_360_FRAMES)).toBe(next);
        expect(turnFrame(next, -steps)).toBe(frame);
      }),
    );
  });

  it("turns a full round for a drag across the whole width", () => {
    expect(dragSteps(300, 300)).toBe(IMAGE_360_FRAMES);
    expect(dragSteps(-150, 300)).toBe(-IMAGE_360_FRAMES / 2);
    expect(dragSteps(5, 0)).toBe(0);
  });
});
