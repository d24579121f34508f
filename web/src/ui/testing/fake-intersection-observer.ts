import { act, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** The callbacks of the observers currently observing, newest last (tests may assert on it). */
export const observed: Callback[] = [];

// happy-dom has no layout: this observer reports "in view" only when a test calls `scrollToEnd`.
class FakeIntersectionObserver {
  constructor(private readonly callback: Callback) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    const index = observed.indexOf(this.callback);
    if (index >= 0) observed.splice(index, 1);
  }
}

/** Replaces IntersectionObserver for one test (call in beforeEach; `vi.unstubAllGlobals` and `resetObserved` after). */
export function installFakeIntersectionObserver(): void {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
}

/** Forgets every observer (afterEach). */
export function resetObserved(): void {
  observed.length = 0;
}

/** Reports the newest observed element in view; the list observes its end in an effect, so wait for it first. */
export async function scrollToEnd(): Promise<void> {
  await waitFor(() => expect(observed).not.toHaveLength(0));
  act(() => observed.at(-1)?.([{ isIntersecting: true }]));
}
