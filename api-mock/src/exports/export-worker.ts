import { parentPort } from "node:worker_threads";
import { lowerThreadPriority } from "./background-priority";
import { completeExport } from "./export-from-open";
import type { ExportJob, ExportReply } from "./render-in-worker";
import { renderListPdf } from "./render-list-pdf";
import { renderListXlsx } from "./render-list-xlsx";

/**
 * The worker thread `renderInWorker` starts. It completes each job's export (the elements of a list's open answer
 * are parsed here, off the server's event loop), renders it with the same pure renderers the tests call and sends
 * the file back, its bytes transferred rather than copied.
 */
const port = parentPort;
if (!port) throw new Error("export-worker.ts runs only as a worker thread");
lowerThreadPriority();
port.on("message", async (job: ExportJob) => {
  try {
    const input = completeExport(job.input);
    const file = job.format === "xlsx" ? await renderListXlsx(input) : await renderListPdf(input);
    // A copy of its own, so the buffer can be transferred (a Buffer may share a pooled one).
    const content = new Uint8Array(file);
    port.postMessage({ id: job.id, content } satisfies ExportReply, [content.buffer]);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ id: job.id, error: message } satisfies ExportReply);
  }
});
