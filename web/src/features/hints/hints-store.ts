import { FRESH_HINTS_MEMORY, type HintsMemory, parseHintsMemory } from "@catalogue/core/hints";
import { readStored, writeStored } from "../../lib/safe-storage";

/**
 * Core spec 3 (locally persisted data: hiddenHints): kept per user id in this browser, like the search history
 * and the consent decision, so it outlasts a sign-out and another user of the browser starts fresh.
 */
function keyFor(userId: number): string {
  return `catalogue.hints.${userId}`;
}

/**
 * The end-to-end tests' switch (web/playwright.config.ts sets it for every test): while it is set, no hint
 * shows, so hints never cover what a test clicks. Tests of the hints themselves start without it.
 */
export const HINTS_SUPPRESSED_KEY = "catalogue.hints.suppressed";

const RESET_EVENT = "catalogue:hints-reset";

/** The user's hint memory; blocked or foreign storage counts as a user who has seen no hint. */
export function readHintsMemory(userId: number, storage?: Storage): HintsMemory {
  try {
    return parseHintsMemory(readStored(keyFor(userId), storage));
  } catch {
    return FRESH_HINTS_MEMORY;
  }
}

/** Remembers the user's hint memory; blocked storage only means the hints may show again. */
export function storeHintsMemory(userId: number, memory: HintsMemory, storage?: Storage): void {
  writeStored(keyFor(userId), JSON.stringify(memory), storage);
}

/** Whether this browser has hints switched off for tests. */
export function hintsSuppressed(storage?: Storage): boolean {
  return readStored(HINTS_SUPPRESSED_KEY, storage) === "true";
}

/** Settings' "reset hints": every hint shows again for this user, also on the screen already open. */
export function resetHints(userId: number, storage?: Storage): void {
  storeHintsMemory(userId, FRESH_HINTS_MEMORY, storage);
  window.dispatchEvent(new Event(RESET_EVENT));
}

/** Calls `reset` when settings resets the hints; returns the unsubscribe function. */
export function onHintsReset(reset: () => void): () => void {
  window.addEventListener(RESET_EVENT, reset);
  return () => window.removeEventListener(RESET_EVENT, reset);
}
