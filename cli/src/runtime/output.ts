import { colourEnabled, createStyle, type Style } from "./style";

/** A writable stream as far as the output needs one. */
export interface Sink {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

/**
 * Where a command's output goes. With --json only the JSON document goes to stdout; results for people go to
 * stdout; notes (confirmations, hints) too, unless --quiet; warnings and errors to stderr.
 */
export class Output {
  readonly style: Style;
  readonly errorStyle: Style;

  constructor(
    readonly mode: { readonly json: boolean; readonly quiet: boolean },
    readonly stdout: Sink = process.stdout,
    readonly stderr: Sink = process.stderr,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.style = createStyle(!mode.json && colourEnabled(stdout, env));
    this.errorStyle = createStyle(colourEnabled(stderr, env));
  }

  get json(): boolean {
    return this.mode.json;
  }

  /** The command's JSON document (--json). */
  document(value: unknown): void {
    this.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  }

  /** Result lines for people (tables, records); nothing with --json. */
  result(...lines: string[]): void {
    if (!this.mode.json) for (const line of lines) this.stdout.write(`${line}\n`);
  }

  /** Notes for people: confirmations and hints; nothing with --json or --quiet. */
  note(...lines: string[]): void {
    if (!this.mode.json && !this.mode.quiet) for (const line of lines) this.stdout.write(`${line}\n`);
  }

  /** A warning on stderr (also with --json, as it is not part of the document); nothing with --quiet. */
  warn(line: string): void {
    if (!this.mode.quiet) this.stderr.write(`${line}\n`);
  }

  /** A ✔ line. */
  done(text: string): void {
    this.note(`${this.style.green("✔")} ${text}`);
  }
}
