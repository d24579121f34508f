import { test } from "@playwright/test";

/**
 * A name for what a test creates (a list, an e-mail recipient), readable as a user would write it: the guide's
 * screenshots show these names. No timestamp is needed to keep them apart: every end-to-end run starts from the
 * seed database (playwright.config.ts), and each test names its own lists. A test run again with
 * `--repeat-each` gets the repetition's number.
 */
export function runName(name: string): string {
  const { repeatEachIndex } = test.info();
  return repeatEachIndex === 0 ? name : `${name} (${repeatEachIndex + 1})`;
}
