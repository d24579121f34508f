import type { ImportRecord } from "@catalogue/core/model";
import type { CliContext } from "../../runtime/cli-context";
import { findRecords } from "./import-history";
import { changeKey, isActive, plainLine, progressOf } from "./import-progress";

/** How often the server is asked, unless --interval says otherwise. */
export const DEFAULT_INTERVAL_MS = 1000;

/** A wait that ends early (rejecting) when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener("abort", aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener("abort", aborted, { once: true });
  });
}

/** Where a followed run's states go: a live Ink view, plain lines, or nowhere (--json). */
export interface ProgressSink {
  update(records: readonly ImportRecord[]): void;
  stop(): Promise<void>;
}

/** Asks for the records until none of them is queued or in progress; each answer goes to `sink`. */
export async function followImports(
  context: CliContext,
  ids: readonly number[],
  sink: ProgressSink,
  options: { readonly intervalMs: number; readonly signal: AbortSignal },
): Promise<ImportRecord[]> {
  for (;;) {
    const found = await findRecords(context, ids, options.signal);
    const records = ids.flatMap((id) => found.get(id) ?? []);
    sink.update(records);
    if (records.every((record) => !isActive(record.status))) return records;
    await pause(options.intervalMs, options.signal);
  }
}

/** Not a terminal: one line per change of an import, so a log file reads as a story. */
export function plainSink(write: (line: string) => void, clock: () => number = Date.now): ProgressSink {
  const seen = new Map<number, string>();
  return {
    update(records) {
      for (const record of records) {
        const key = changeKey(record);
        if (seen.get(record.id) === key) continue;
        seen.set(record.id, key);
        write(plainLine(progressOf(record, clock())));
      }
    },
    stop: async () => undefined,
  };
}

/** --json: nothing while it runs; the final document says it all. */
export const silentSink: ProgressSink = { update: () => undefined, stop: async () => undefined };

/** A terminal: the Ink view, redrawn in place on every answer. */
export async function liveSink(colour: boolean, footer: string): Promise<ProgressSink> {
  const [{ render }, { importProgressView }] = await Promise.all([
    import("ink"),
    import("./import-progress-view"),
  ]);
  const view = (records: readonly ImportRecord[]) =>
    importProgressView({ records, now: Date.now(), colour, footer });
  const instance = render(view([]), { patchConsole: false, exitOnCtrlC: false });
  return {
    update: (records) => instance.rerender(view(records)),
    async stop() {
      instance.unmount();
      await instance.waitUntilExit();
    },
  };
}

/** The sink for this command's output: live on a terminal, plain lines elsewhere, none with --json. */
export async function progressSink(context: CliContext, footer: string): Promise<ProgressSink> {
  if (context.out.json) return silentSink;
  if (context.globals.quiet) return silentSink;
  if (process.stdout.isTTY) return liveSink(context.out.style.enabled, footer);
  return plainSink((line) => context.out.note(line));
}
