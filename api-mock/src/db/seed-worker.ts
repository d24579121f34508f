import { parentPort, workerData } from "node:worker_threads";
import { isGermanCrpSource } from "../seed/demo-list-products";
import { demoListPlan } from "../seed/demo-lists";
import { generateSeedStream, type SeedBatch } from "../seed/generate-seed";
import type { ProductCountryRow, ProductRow, SeedSettings } from "../seed/seed-types";
import { copyTextOf } from "./copy-rows";
import { largeTableRows } from "./large-table-rows";
import type { SeedWorkerMessage } from "./seed-in-worker";

/**
 * Products generated per batch: the first COPY data is ready after this many, not after the whole catalogue (at
 * 50,000 products the server's thread waited about 2 s for it), and each batch's country rows (13 per product)
 * stay under one COPY statement's rows.
 */
const BATCH_PRODUCTS = 1_500;

/**
 * The worker thread `seedInWorker` starts: it sends what the main thread inserts itself (the small tables, the
 * users) at once, then the large tables as COPY data as they are generated, chunk by chunk, each chunk's bytes
 * transferred rather than copied, and last the demo-list plan.
 */
const port = parentPort;
if (!port) throw new Error("seed-worker.ts runs only as a worker thread");
const settings = workerData as SeedSettings;
const { rest, batches } = generateSeedStream(settings, BATCH_PRODUCTS);
port.postMessage({ kind: "seed", seed: rest } satisfies SeedWorkerMessage);

// What the demo-list plan needs: all products, and of the 13 country rows per product the two it reads.
const planRows: ProductCountryRow[] = [];
let allProducts: ProductRow[] = [];
function* keepingPlanRows(): Generator<SeedBatch, ProductRow[]> {
  let next = batches.next();
  for (; !next.done; next = batches.next()) {
    for (const row of next.value.productCountries) if (isGermanCrpSource(row)) planRows.push(row);
    yield next.value;
  }
  allProducts = next.value;
  return next.value;
}

const encoder = new TextEncoder();
for (const { table, rows } of largeTableRows(keepingPlanRows())) {
  const copy = copyTextOf(table, rows, { freeze: true });
  if (!copy) continue;
  for (const text of copy.chunks) {
    const data = encoder.encode(text);
    port.postMessage({ kind: "copy", statement: copy.statement, data } satisfies SeedWorkerMessage, [
      data.buffer,
    ]);
  }
}
const plan =
  settings.demoLists === false
    ? undefined
    : demoListPlan({ products: allProducts, productCountries: planRows });
port.postMessage({ kind: "done", plan } satisfies SeedWorkerMessage);
