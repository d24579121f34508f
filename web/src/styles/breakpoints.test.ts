import { BREAKPOINTS } from "@catalogue/core/constants";
import { describe, expect, it } from "vitest";
import { media, widthFrom } from "./breakpoints";

describe("breakpoints (core spec 9)", () => {
  it("builds every min-width query from core's BREAKPOINTS", () => {
    for (const name of ["sm", "md", "lg", "xl"] as const) {
      expect(widthFrom[name]).toBe(`(min-width: ${BREAKPOINTS[name]}px)`);
      expect(media[name]).toBe(`screen and ${widthFrom[name]}`);
    }
  });

  it("ends the phone range one pixel below the first breakpoint, so no width is both phone and sm", () => {
    expect(media.phone).toBe(`screen and (max-width: ${BREAKPOINTS.sm - 1}px)`);
  });
});
