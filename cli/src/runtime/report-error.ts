import { UserError } from "../errors";
import { ExitCode } from "../exit-codes";
import { colourEnabled, createStyle } from "./style";

/**
 * What escaped a command: a UserError is one line on stderr and its exit code; anything else is a bug of the CLI,
 * reported briefly (exit 70) with what to send along. Never a stack trace unless CATALOGUE_DEBUG is set.
 */
export function reportError(error: unknown, env: NodeJS.ProcessEnv = process.env): number {
  const style = createStyle(colourEnabled(process.stderr, env));
  if (error instanceof UserError) {
    process.stderr.write(`${style.red("catalogue:")} ${error.message}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${style.red("catalogue: unexpected error:")} ${message}\n`);
  process.stderr.write("This is a bug of the CLI. Please report it with the command you ran.\n");
  if (env.CATALOGUE_DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  return ExitCode.bug;
}
