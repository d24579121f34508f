import type { Worker } from "node:worker_threads";
import { startWorker } from "../worker-thread";
import type { ExportInput } from "./export-from-open";

/** What the export worker is asked: render `input` as `format`. */
export interface ExportJob {
  id: number;
  format: "xlsx" | "pdf";
  input: ExportInput;
}

/** The worker's answer: the file's bytes, or the error's text. */
export type ExportReply = { id: number; content: Uint8Array } | { id: number; error: string };

/** The worker ends after this long without a job (it holds the fonts and renderers, ~tens of MB). */
const IDLE_MS = 60_000;

interface Pending {
  worker: Worker;
  resolve: (content: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Renders XLSX and PDF exports in one worker thread,
 * so the rendering's CPU time never blocks the server's event loop. The worker starts with the first export,
 * takes jobs one after another (its own event loop interleaves them), and ends when idle or after a crash, when
 * the next export starts a new one.
 */
export class ExportWorker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idle: NodeJS.Timeout | undefined;

  render(format: ExportJob["format"], input: ExportInput): Promise<Buffer> {
    const worker = this.started();
    const id = this.nextId++;
    clearTimeout(this.idle);
    // Referenced while it has work, so a process waiting only for an export does not exit under it.
    worker.ref();
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      // An open answer's bytes move into the worker (the caller hands over a copy of its own); the rest is small.
      const transfer = "openAnswer" in input ? [input.openAnswer.buffer as ArrayBuffer] : [];
      worker.postMessage({ id, format, input } satisfies ExportJob, transfer);
    });
  }

  /** Ends the worker now (tests, shutdown); pending exports fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    clearTimeout(this.idle);
    if (worker) await worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker("export-worker");
    // An idle worker must not keep the process alive (tests, a server shutting down).
    worker.unref();
    worker.on("message", (reply: ExportReply) => this.settle(reply));
    worker.on("error", (error) => this.failAll(worker, error));
    worker.on("exit", (code) => this.failAll(worker, new Error(`the export worker stopped (exit ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: ExportReply): void {
    const pending = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (pending) {
      if ("error" in reply) pending.reject(new Error(`export failed in the worker: ${reply.error}`));
      else
        pending.resolve(
          Buffer.from(reply.content.buffer, reply.content.byteOffset, reply.content.byteLength),
        );
    }
    if (this.pending.size === 0) {
      this.worker?.unref();
      this.idle = setTimeout(() => void this.close(), IDLE_MS);
      this.idle.unref();
    }
  }

  private failAll(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = undefined;
    for (const [id, pending] of this.pending) {
      if (pending.worker !== worker) continue;
      this.pending.delete(id);
      pending.reject(error);
    }
  }
}
