import { AUTOCOMPLETE_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS } from "@catalogue/core/constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebouncer } from "./debouncer";

describe("createDebouncer (core spec 5: 800 ms, flushed on Enter or blur)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once with the last value after the wait", () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, SEARCH_DEBOUNCE_MS);
    debouncer.schedule("a");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    debouncer.schedule("ab");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith("ab");
  });

  it("runs at once on flush and not again when the timer would have fired", () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, SEARCH_DEBOUNCE_MS);
    debouncer.schedule("mask");
    debouncer.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith("mask");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    debouncer.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("drops the pending value on cancel", () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, AUTOCOMPLETE_DEBOUNCE_MS);
    debouncer.schedule("atl");
    debouncer.cancel();
    vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
