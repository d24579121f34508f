import { APP_VERSION } from "@catalogue/core/constants";
import { Argument, Command, CommanderError, Option } from "commander";
import type { CommandInput, CommandSpec, GlobalOptions, OptionSpec } from "./cli-spec/command-spec";
import { COMMANDS, GLOBAL_OPTIONS, YES_OPTION } from "./cli-spec/command-tree";
import { ExitCode } from "./exit-codes";

const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

function optionOf(spec: OptionSpec): Option {
  const option = new Option(spec.flags, spec.description);
  if (spec.choices) option.choices(spec.choices);
  if (spec.repeatable) option.argParser(collect);
  return option;
}

/** The help text after the options: the command's details and examples. */
function helpAfter(spec: CommandSpec): string {
  const parts: string[] = [];
  if (spec.details) parts.push(`\n${spec.details}`);
  if (spec.examples?.length) {
    parts.push("\nExamples:");
    for (const example of spec.examples) parts.push(`  $ ${example.command}\n      ${example.comment}`);
  }
  if (spec.json) parts.push(`\nWith --json: ${spec.json}`);
  return parts.length > 0 ? `${parts.join("\n")}\n` : "";
}

/** One commander command of the tree; a leaf's action loads its code and sets the exit code. */
function commandOf(spec: CommandSpec, setExitCode: (code: number) => void): Command {
  // Commands added with addCommand do not inherit the program's settings: each throws instead of exiting.
  const command = new Command(spec.name)
    .description(spec.summary)
    .exitOverride()
    .showHelpAfterError("(add --help for usage)")
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false });
  for (const argument of spec.arguments ?? []) {
    const arg = new Argument(
      argument.required ? `<${argument.name}>` : `[${argument.name}]`,
      argument.description,
    );
    if (argument.choices) arg.choices(argument.choices);
    command.addArgument(arg);
  }
  for (const option of spec.options ?? []) command.addOption(optionOf(option));
  if (spec.destructive) command.addOption(optionOf(YES_OPTION));
  command.addHelpText("after", helpAfter(spec));
  for (const sub of spec.subcommands ?? []) command.addCommand(commandOf(sub, setExitCode));
  const load = spec.load;
  if (load) {
    command.action(async (...params: unknown[]) => {
      const self = params.at(-1) as Command;
      const input: CommandInput = {
        args: self.processedArgs as (string | undefined)[],
        options: self.opts(),
        globals: self.optsWithGlobals<GlobalOptions>(),
        commands: COMMANDS,
      };
      setExitCode(await runCommand(load, input));
    });
  }
  return command;
}

/** Runs a command's code; what it cannot handle becomes one line (or a bug report) and an exit code. */
async function runCommand(load: NonNullable<CommandSpec["load"]>, input: CommandInput): Promise<number> {
  try {
    const run = await load();
    return (await run(input)) ?? ExitCode.ok;
  } catch (error) {
    const { reportError } = await import("./runtime/report-error");
    return reportError(error);
  }
}

/** The whole `catalogue` program. */
export function buildProgram(setExitCode: (code: number) => void = () => undefined): Command {
  const program = new Command("catalogue")
    .description(
      "Admin CLI of the Product Catalogue: imports, users and roles, partners, availability, statistics",
    )
    .version(APP_VERSION, "-v, --version", "print the CLI version")
    .exitOverride()
    .showHelpAfterError("(add --help for usage)")
    .configureHelp({ sortSubcommands: false });
  for (const option of GLOBAL_OPTIONS) program.addOption(optionOf(option));
  program.addHelpText(
    "after",
    "\nSign in first: catalogue login --url URL (CATALOGUE_URL and CATALOGUE_TOKEN serve scripts and CI).\n" +
      "Exit codes: 0 done, 1 refused or invalid, 2 wrong usage, 3 not found, 4 conflict, 69 server unreachable,\n" +
      "70 a bug of the CLI, 130 stopped with Ctrl-C.\n",
  );
  for (const spec of COMMANDS) program.addCommand(commandOf(spec, setExitCode));
  return program;
}

/** Runs the CLI and answers its exit code. */
export async function runCli(argv: readonly string[]): Promise<number> {
  let exitCode: number = ExitCode.ok;
  const program = buildProgram((code) => {
    exitCode = code;
  });
  if (argv.length <= 2) {
    program.outputHelp();
    return ExitCode.ok;
  }
  try {
    await program.parseAsync([...argv]);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    const { reportError } = await import("./runtime/report-error");
    return reportError(error);
  }
}
