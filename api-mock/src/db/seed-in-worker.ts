import type { Worker } from "node:worker_threads";
import type { DemoListPlan } from "../seed/demo-list-types";
import type { SeedData, SeedSettings } from "../seed/seed-types";
import { startWorker } from "../worker-thread";
import { pgliteQueryOf } from "./copy-rows";
import type { Db } from "./database";

/** What the seed worker sends, in this order: the seed without its large tables, their COPY chunks, the end. */
export type SeedWorkerMessage =
  | { kind: "seed"; seed: SeedData; plan: DemoListPlan | undefined }
  | { kind: "copy"; statement: string; data: Uint8Array }
  | { kind: "done" };

/** The seed, generated in a worker thread, with what is needed to write it (see `seedInWorker`). */
export interface WorkerSeed {
  /** The seed without its large tables (products and country rows are empty). */
  seed: SeedData;
  plan: DemoListPlan | undefined;
  /** Copies the large tables into PGlite as the worker sends them; call once, inside the seed's transaction. */
  copyLarge(tx: Db): Promise<void>;
}

/**
 * Generates the seed and its COPY data in a worker thread, so that on PGlite the two cores share the seeding: the
 * worker builds the next chunk (generation, COPY text and their garbage collection, which took half of the
 * seeding's CPU time on one thread) while PGlite, on this thread, loads the previous one.
 */
export async function seedInWorker(settings: SeedSettings): Promise<WorkerSeed> {
  const worker = startWorker("seed-worker", { workerData: settings });
  const messages = messagesOf(worker);
  try {
    const first = await messages.next();
    if (first.done || first.value.kind !== "seed") throw new Error("the seed worker sent no seed");
    const { seed, plan } = first.value;
    return {
      seed,
      plan,
      copyLarge: async (tx) => {
        const query = pgliteQueryOf(tx);
        if (!query) throw new Error("seedInWorker: the worker's COPY data is for PGlite only");
        try {
          for await (const message of messages) {
            if (message.kind === "copy")
              await query(message.statement, [], { blob: new Blob([message.data]) });
          }
        } finally {
          await worker.terminate();
        }
      },
    };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

/** The worker's messages until "done"; its error, or its end before "done", is thrown. */
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
    if (message?.kind === "done") return;
    if (message) {
      yield message;
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
