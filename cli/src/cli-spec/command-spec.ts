/**
 * The CLI's commands as data: commander is built from it, and so are `--help`, the shell completions and
 * docs/cli.md. A command's code is loaded only when it runs, so that `catalogue --help` stays fast.
 */

/** A positional argument. */
export interface ArgumentSpec {
  readonly name: string;
  readonly description: string;
  readonly required?: boolean;
  /** Words it may be (also offered by the shell completion). */
  readonly choices?: readonly string[];
}

/** An option of one command (`--country <code>`, `--apply`). */
export interface OptionSpec {
  /** Commander's flags: `--country <code>`, `--all`, `--page <n>`. */
  readonly flags: string;
  readonly description: string;
  readonly choices?: readonly string[];
  /** May be given more than once (`--country DE --country AT`). */
  readonly repeatable?: boolean;
}

/** One example in `--help` and the docs. */
export interface ExampleSpec {
  readonly command: string;
  readonly comment: string;
}

/** What a command's code gets: its arguments, its own options and the global ones. */
export interface CommandInput {
  readonly args: readonly (string | undefined)[];
  readonly options: Readonly<Record<string, unknown>>;
  readonly globals: GlobalOptions;
  /** The whole command tree (the completion scripts are made from it). */
  readonly commands: readonly CommandSpec[];
}

/** The options every command takes. */
export interface GlobalOptions {
  readonly url?: string;
  readonly json?: boolean;
  readonly quiet?: boolean;
  readonly yes?: boolean;
}

/** A command's code: resolves with its exit code (0 when nothing is returned), throws what it cannot handle. */
export type CommandRun = (input: CommandInput) => Promise<number | undefined>;

/** A command of the tree: a group of subcommands, or a leaf that runs. */
export interface CommandSpec {
  readonly name: string;
  /** One line for lists and completions. */
  readonly summary: string;
  /** More about it, for `--help` and the docs. */
  readonly details?: string;
  readonly arguments?: readonly ArgumentSpec[];
  readonly options?: readonly OptionSpec[];
  /** At least one for every leaf. */
  readonly examples?: readonly ExampleSpec[];
  /** The documented shape of its `--json` output. */
  readonly json?: string;
  /** Changes or removes something hard to undo: it asks first on a terminal (`--yes` skips the question). */
  readonly destructive?: boolean;
  /** Loads the code that runs it (a leaf). */
  readonly load?: () => Promise<CommandRun>;
  readonly subcommands?: readonly CommandSpec[];
}
