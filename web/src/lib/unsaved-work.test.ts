import { describe, expect, it, vi } from "vitest";
import { hasUnsavedWork, holdUnsavedWork, whenNoUnsavedWork } from "./unsaved-work";

describe("unsaved work (core spec 4.10)", () => {
  it("runs at once when nothing is unsaved", () => {
    const run = vi.fn();
    whenNoUnsavedWork(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it("waits until every holder has let go, and a second release changes nothing", () => {
    const first = holdUnsavedWork();
    const second = holdUnsavedWork();
    const run = vi.fn();
    whenNoUnsavedWork(run);
    first();
    first();
    expect(hasUnsavedWork()).toBe(true);
    expect(run).not.toHaveBeenCalled();
    second();
    expect(hasUnsavedWork()).toBe(false);
    expect(run).toHaveBeenCalledOnce();
  });
});
