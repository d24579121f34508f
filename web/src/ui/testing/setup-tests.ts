import { format } from "node:util";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeEach } from "vitest";
import { WAIT_LIMIT_MS } from "./wait-limit";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// Testing Library turns React's act environment on only when the runner has globals, and ours has none. Without
// it React keeps quiet about state updates outside act(), which are the warnings this file turns into failures.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// findBy and waitFor wait for a condition, never a fixed time, and longer than Testing Library's 1 s (see WAIT_LIMIT_MS).
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

/**
 * Every console.error and console.warn of a test fails it: React reports a missing act(), a missing key or a bad
 * prop there, and so do React Router and i18next. A test that means to provoke one says so with its own
 * `vi.spyOn(console, "error")`, which replaces the recorder below for that test.
 */
const printed: string[] = [];
// Test files share one worker's globals (web/vitest.projects.ts) and this file runs before each: the recorder always
// wraps the console's own functions, kept from the first run, never the recorder a file before installed.
const kept = globalThis as { consoleBeforeTests?: Pick<Console, "error" | "warn"> };
kept.consoleBeforeTests ??= { error: console.error, warn: console.warn };
const original = kept.consoleBeforeTests;
for (const level of ["error", "warn"] as const) {
  console[level] = (...args: unknown[]) => {
    printed.push(`console.${level}: ${format(...args)}`);
    original[level](...args);
  };
}

function failOnPrinted(when: string): void {
  if (printed.length === 0) return;
  const lines = printed.splice(0);
  throw new Error(`${lines.length} console warning(s) ${when}; fix their cause:\n\n${lines.join("\n\n")}`);
}

beforeEach(() => {
  failOnPrinted("printed after the previous test had ended");
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup: each test starts empty.
afterEach(() => {
  cleanup();
  failOnPrinted("printed during this test");
});

afterAll(() => {
  failOnPrinted("printed after the last test had ended");
});
