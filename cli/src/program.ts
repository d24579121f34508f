import { APP_VERSION } from "@catalogue/core/constants";
import { Command, CommanderError } from "commander";
import { healthCommand } from "./commands/health";
import { UserError } from "./errors";

/** Exit codes scripts can trust: 0 done, 1 the user can fix it, 2 bad usage, 70 a bug (sysexits EX_SOFTWARE). */
export const ExitCode = { ok: 0, userError: 1, usage: 2, bug: 70 } as const;

export function buildProgram(): Command {
  const program = new Command("catalogue")
    .description("Admin CLI of the Product Catalogue")
    .version(APP_VERSION, "-v, --version", "print the CLI version")
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(text) });
  program.addCommand(healthCommand());
  return program;
}

/** Runs the CLI and returns its exit code; errors become one line (user errors) or a short report (bugs). */
export async function runCli(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    }
    if (error instanceof UserError) {
      process.stderr.write(`catalogue: ${error.message}\n`);
      return ExitCode.userError;
    }
    process.stderr.write(
      `catalogue: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.stderr.write("This is a bug. Please report it with the command you ran.\n");
    return ExitCode.bug;
  }
}
