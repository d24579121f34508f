import { createInterface } from "node:readline/promises";
import type { GlobalOptions } from "../cli-spec/command-spec";
import { UserError } from "../errors";

/** Streams a question can be asked on. */
export interface PromptStreams {
  readonly input: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly output: NodeJS.WritableStream & { readonly isTTY?: boolean };
}

/**
 * Asks before a destructive change. `--yes` skips the question; without a terminal to ask on, the change is
 * refused (a script must say --yes) rather than hanging or guessing.
 */
export async function confirm(
  globals: GlobalOptions & { readonly yes?: boolean },
  question: string,
  streams: PromptStreams = { input: process.stdin, output: process.stderr },
): Promise<void> {
  if (globals.yes) return;
  if (!streams.input.isTTY || !streams.output.isTTY) {
    throw new UserError(`${question} Not on a terminal to ask: add --yes to do it without asking`);
  }
  const prompt = createInterface({ input: streams.input, output: streams.output });
  try {
    const answer = (await prompt.question(`${question} [y/N] `)).trim().toLowerCase();
    if (answer !== "y" && answer !== "yes") throw new UserError("cancelled: nothing changed");
  } finally {
    prompt.close();
  }
}
