/** One JSON object per line, so that log tools can read every field. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Request log lines gathered and written once per event-loop turn. stdout is synchronous for
 * files and pipes on Linux, so one write per request log line was one system call per request on the hot path.
 * `now` writes at once (after whatever is pending, so the order holds): startup steps run without yielding to
 * the event loop and must not wait for it. Whatever is pending is written when the process exits.
 */
export function batchedWriter(write: (text: string) => void): {
  later: (line: string) => void;
  now: (line: string) => void;
} {
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
  return {
    later: (line) => {
      pending.push(`${line}\n`);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    now: (line) => {
      pending.push(`${line}\n`);
      flush();
    },
  };
}

/** The message of the per-request log line (request-log.ts), the only one written in batches. */
export const REQUEST_LOG_MESSAGE = "request";

function defaultWrite(): (line: string, level: "info" | "error", message: string) => void {
  const stdout = batchedWriter((text) => process.stdout.write(text));
  return (line, level, message) => {
    if (level === "error") process.stderr.write(`${line}\n`);
    else if (message === REQUEST_LOG_MESSAGE) stdout.later(line);
    else stdout.now(line);
  };
}

/** Architecture 3: the server's logger, writing JSON lines to stdout (info, batched) and stderr (errors). */
export function jsonLogger(
  write: (line: string, level: "info" | "error", message: string) => void = defaultWrite(),
): Logger {
  const log =
    (level: "info" | "error") =>
    (message: string, fields: Record<string, unknown> = {}) =>
      write(
        JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields }),
        level,
        message,
      );
  return { info: log("info"), error: log("error") };
}

/** A logger that keeps its lines in memory, for tests that check what was logged. */
export function memoryLogger(): Logger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = jsonLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { ...logger, lines };
}
