/** Issue 5 item 8: one JSON object per line, so that log tools can read every field. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Architecture 3: the server's logger, writing JSON lines to stdout (info) and stderr (errors). */
export function jsonLogger(
  write: (line: string, level: "info" | "error") => void = (line, level) =>
    (level === "error" ? process.stderr : process.stdout).write(`${line}\n`),
): Logger {
  const log =
    (level: "info" | "error") =>
    (message: string, fields: Record<string, unknown> = {}) =>
      write(JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields }), level);
  return { info: log("info"), error: log("error") };
}

/** A logger that keeps its lines in memory, for tests that check what was logged. */
export function memoryLogger(): Logger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = jsonLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { ...logger, lines };
}
