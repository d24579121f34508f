import { availableParallelism } from "node:os";
import type { ExportInput } from "./export-from-open";
import type { ExportJob } from "./render-in-worker";

/** One renderer the pool hands jobs to: an export worker thread, or a test's stand-in. */
export interface ExportRenderer {
  render(format: ExportJob["format"], input: ExportInput): Promise<Buffer>;
  close(): Promise<void>;
}

/** How many renderers run, and how many exports may wait for one. */
export interface ExportPoolSize {
  workers: number;
  queueLimit: number;
}

/**
 * One core keeps the event loop (search, lists), the others render; at least one renderer. Waiting room for a few
 * exports per renderer: past that a caller is told to come back (503) rather than wait behind a long queue.
 */
export function defaultExportPoolSize(cores = availableParallelism()): ExportPoolSize {
  const workers = Math.max(1, cores - 1);
  return { workers, queueLimit: workers * EXPORTS_WAITING_PER_WORKER };
}

/** Exports that may wait per renderer before callers are refused. */
export const EXPORTS_WAITING_PER_WORKER = 8;

/** Every renderer is busy and the waiting room is full: the caller should retry after `retryAfterSeconds`. */
export class ExportsBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Every export renderer is busy and the queue is full");
    this.name = "ExportsBusyError";
  }
}

interface Waiting {
  format: ExportJob["format"];
  input: ExportInput;
  resolve: (content: Buffer) => void;
  reject: (error: unknown) => void;
}

/**
 * A fixed set of renderers, each rendering one export at a time, and a bounded queue in front of them. One export
 * per renderer keeps a renderer's memory to one file at a time; the bound keeps a burst of exports from holding
 * hundreds of requests open, each with its list in memory.
 */
export class ExportPool {
  private readonly idle: ExportRenderer[];
  private readonly queue: Waiting[] = [];
  /** Seconds a refused caller is asked to wait: about the time a renderer takes to work through its share. */
  private readonly retryAfterSeconds: number;

  constructor(
    private readonly renderers: readonly ExportRenderer[],
    private readonly queueLimit: number,
  ) {
    if (renderers.length === 0) throw new Error("an export pool needs at least one renderer");
    this.idle = [...renderers];
    this.retryAfterSeconds = Math.max(1, Math.ceil(queueLimit / renderers.length));
  }

  /** Exports rendering or waiting now. */
  get load(): { rendering: number; waiting: number } {
    return { rendering: this.renderers.length - this.idle.length, waiting: this.queue.length };
  }

  /** Renders on the first free renderer; waits in the queue; refuses with `ExportsBusyError` when it is full. */
  render(format: ExportJob["format"], input: ExportInput): Promise<Buffer> {
    const renderer = this.idle.pop();
    if (renderer) return this.run(renderer, format, input);
    if (this.queue.length >= this.queueLimit)
      return Promise.reject(new ExportsBusyError(this.retryAfterSeconds));
    return new Promise((resolve, reject) => this.queue.push({ format, input, resolve, reject }));
  }

  async close(): Promise<void> {
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error("the export pool was closed"));
    await Promise.all(this.renderers.map((renderer) => renderer.close()));
  }

  private async run(
    renderer: ExportRenderer,
    format: ExportJob["format"],
    input: ExportInput,
  ): Promise<Buffer> {
    try {
      return await renderer.render(format, input);
    } finally {
      this.release(renderer);
    }
  }

  /** The renderer takes the oldest waiting export, or goes back to the idle set. */
  private release(renderer: ExportRenderer): void {
    const next = this.queue.shift();
    if (!next) {
      this.idle.push(renderer);
      return;
    }
    this.run(renderer, next.format, next.input).then(next.resolve, next.reject);
  }
}
