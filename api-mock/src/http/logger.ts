/** Issue 5 item 8: one JSON object per line, so that log tools can read every field. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Issue 6 item 9: info lines gathered and written once per event-loop turn. stdout is synchronous for files and
 * pipes on Linux, so one write per request log line was one system call per request on the hot path. Lines
 * keep their order; whatever is pending is written when the process exits.
 */
export function batchedWriter(write: (text: string) => void): (line: string) => void {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    write(text);
  };
  process.once("exit", flush);
  return (line) => {
    pending.push(`${line}\n`);
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
}

function defaultWrite(): (line: string, level: "info" | "error") => void {
  const info = batchedWriter((text) => process.stdout.write(text));
  return (line, level) => (level === "error" ? process.stderr.write(`${line}\n`) : info(line));
}

/** Architecture 3: the server's logger, writing JSON lines to stdout (info, batched) and stderr (errors). */
export function jsonLogger(write: (line: string, level: "info" | "error") => void = defaultWrite()): Logger {
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
