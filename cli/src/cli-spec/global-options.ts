import type { OptionSpec } from "./command-spec";

/** The options of every command. */
export const GLOBAL_OPTIONS: readonly OptionSpec[] = [
  { flags: "--url <url>", description: "the server (else CATALOGUE_URL, else the one you signed in to)" },
  { flags: "--json", description: "print JSON for scripts (the shape is documented per command)" },
  { flags: "-q, --quiet", description: "print only results and errors, no notes or progress" },
];

/** The option of destructive commands. */
export const YES_OPTION: OptionSpec = {
  flags: "-y, --yes",
  description: "do it without asking (needed when not on a terminal)",
};
