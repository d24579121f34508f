import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../ui/testing/memory-storage";
import {
  HINTS_SUPPRESSED_KEY,
  hintsSuppressed,
  onHintsReset,
  readHintsMemory,
  resetHints,
  storeHintsMemory,
} from "./hints-store";

describe("hints store (core spec 3: hiddenHints per user, kept across sign-outs)", () => {
  it("keeps each user's dismissed hints apart", () => {
    const storage = memoryStorage();
    storeHintsMemory(7, { hiddenHints: ["finder.careAreas"], hintsOff: false }, storage);
    expect(readHintsMemory(7, storage).hiddenHints).toEqual(["finder.careAreas"]);
    expect(readHintsMemory(8, storage).hiddenHints).toEqual([]);
  });

  it("resets a user's hints and tells the open screen", () => {
    const storage = memoryStorage();
    storeHintsMemory(7, { hiddenHints: ["users.table"], hintsOff: true }, storage);
    const reset = vi.fn();
    const stop = onHintsReset(reset);
    resetHints(7, storage);
    stop();
    expect(readHintsMemory(7, storage)).toEqual({ hiddenHints: [], hintsOff: false });
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("is switched off only by the tests' flag", () => {
    const storage = memoryStorage();
    expect(hintsSuppressed(storage)).toBe(false);
    storage.setItem(HINTS_SUPPRESSED_KEY, "true");
    expect(hintsSuppressed(storage)).toBe(true);
  });
});
