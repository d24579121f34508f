import type { Worker } from "node:worker_threads";
import type { DemoListPlan } from "../seed/demo-list-types";
import type { SeedData, SeedSettings } from "../seed/seed-types";
import { startWorker } from "../worker-thread";
import { pgliteQueryOf } from "./copy-rows";
import type { Db } from "./database";

/**
 * What the seed worker sends, in this order: the seed without its large tables, their COPY chunks as they are
 * generated, the end with the demo-list plan (it picks from all products).
 */
export type SeedWorkerMessage =
  | { kind: "seed"; seed: SeedData }
  | { kind: "copy"; statement: string; data: Uint8Array }
  | { kind: "done"; plan: DemoListPlan | undefined };

/**
 * The worker's young generation: the seed's row objects and COPY texts live for one chunk, but with the default
 * (16 MB semi-spaces) they outlived the minor collections that ran meanwhile and were promoted and marked again and
 * again (a third of the worker's CPU time was the collector's).
 */
const SEED_WORKER_YOUNG_GENERATION_MB = 192;

/** The seed, generated in a worker thread, with what is needed to write it (see `seedInWorker`). */
export interface WorkerSeed {
  /** The seed without its large tables (products and country rows are empty). */
  seed: SeedData;
  /**
   * Copies the large tables into PGlite as the worker sends them; call once, inside the seed's transaction.
   * Resolves to the demo-list plan (undefined when the settings want no demo lists).
   */
  copyLarge(tx: Db): Promise<DemoListPlan | undefined>;
  /** Ends the worker without writing its seed (a database found not empty after all). */
  stop(): Promise<void>;
}

/**
 * Generates the seed and its COPY data in a worker thread, so that on PGlite the two cores share the seeding: the
 * worker builds the next chunk (generation, COPY text and their garbage collection, which took half of the
 * seeding's CPU time on one thread) while PGlite, on this thread, loads the previous one.
 */
export async function seedInWorker(settings: SeedSettings): Promise<WorkerSeed> {
  const worker = startWorker("seed-worker", {
    workerData: settings,
    resourceLimits: { maxYoungGenerationSizeMb: SEED_WORKER_YOUNG_GENERATION_MB },
  });
  const messages = messagesOf(worker);
  try {
    const first = await messages.next();
    if (first.done || first.value.kind !== "seed") throw new Error("the seed worker sent no seed");
    return {
      seed: first.value.seed,
      copyLarge: async (tx) => {
        const query = pgliteQueryOf(tx);
        if (!query) throw new Error("seedInWorker: the worker's COPY data is for PGlite only");
        try {
          for (let next = await messages.next(); ; next = await messages.next()) {
            if (next.done) throw new Error("the seed worker ended before it sent all of the seed");
            const message = next.value;
            if (message.kind === "done") return message.plan;
            if (message.kind === "copy")
              await query(message.statement, [], { blob: new Blob([message.data]) });
          }
        } finally {
          await worker.terminate();
        }
      },
      stop: async () => {
        await worker.terminate();
      },
    };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

/** The worker's messages, up to and with "done"; its error, or its end before "done", is thrown. */
async function* messagesOf(worker: Worker): AsyncGenerator<SeedWorkerMessage, void> {
  const queue: SeedWorkerMessage[] = [];
  let failure: Error | undefined;
  let ended = false;
  let wake: (() => void) | undefined;
  worker.on("message", (message: SeedWorkerMessage) => {
    queue.push(message);
    wake?.();
  });
  worker.on("error", (error) => {
    failure = error;
    wake?.();
  });
  worker.on("exit", () => {
    ended = true;
    wake?.();
  });
  for (;;) {
    const message = queue.shift();
    if (message) {
      yield message;
      if (message.kind === "done") return;
      continue;
    }
    if (failure) throw failure;
    if (ended) throw new Error("the seed worker ended before it sent all of the seed");
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = undefined;
  }
}
