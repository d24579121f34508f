/** Colours for people's output; plain text for NO_COLOR, FORCE_COLOR=0, pipes and files. */
export interface Style {
  readonly enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

/** Whether to colour a stream: NO_COLOR (https://no-color.org) wins, then FORCE_COLOR, then "is it a terminal". */
export function colourEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
  return stream.isTTY === true && env.TERM !== "dumb";
}

const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export function createStyle(enabled: boolean): Style {
  return {
    enabled,
    bold: enabled ? sgr(1, 22) : plain,
    dim: enabled ? sgr(2, 22) : plain,
    green: enabled ? sgr(32, 39) : plain,
    red: enabled ? sgr(31, 39) : plain,
    yellow: enabled ? sgr(33, 39) : plain,
    cyan: enabled ? sgr(36, 39) : plain,
  };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what colour codes start with.
const ANSI = /\u001b\[[0-9;]*m/g;

/** The width a text takes on screen (colour codes take none). */
export function visibleLength(text: string): number {
  return [...text.replace(ANSI, "")].length;
}
