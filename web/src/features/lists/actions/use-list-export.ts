import type { ExportFormat } from "@catalogue/core/api";
import { runCall } from "@catalogue/core/api/client";
import type { ProductList } from "@catalogue/core/model";
import { useEffect, useRef, useState } from "react";
import { saveFile } from "../../../lib/save-file";
import { useClientConfig, useReportCallFailure } from "../../../lib/server-state";
import { exportCall } from "./export-call";

/** Where a download stands: not started, under way (bytes so far, the size when known), or failed. */
export type ExportPhase =
  | { kind: "idle" }
  | { kind: "downloading"; received: number; total: number | null }
  | { kind: "failed" };

/** What the user chose in the export dialog. */
export type ExportChoice = { format: ExportFormat; includeFinancial: boolean };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Core spec 9: downloads a list's export with its progress; `cancel` aborts the request (AbortController). A
 * finished download is handed to the browser as a file; a failure goes to the error policy and leaves the dialog
 * open to try again. Leaving the dialog aborts a download still under way.
 */
export function useListExport(list: ProductList, onDone: () => void) {
  const config = useClientConfig();
  const report = useReportCallFailure();
  const [phase, setPhase] = useState<ExportPhase>({ kind: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async ({ format, includeFinancial }: ExportChoice) => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: "downloading", received: 0, total: null });
    try {
      const file = await runCall(
        config,
        exportCall(list.type, format),
        { params: { id: list.id }, query: { includeFinancial: includeFinancial ? "true" : "false" } },
        {
          signal: abort.signal,
          onProgress: (received, total) => setPhase({ kind: "downloading", received, total }),
        },
      );
      saveFile(file, `${list.title}.${format}`);
      setPhase({ kind: "idle" });
      onDone();
    } catch (error) {
      if (isAbort(error)) setPhase({ kind: "idle" });
      else {
        setPhase({ kind: "failed" });
        report(error, { keepsScreen: true });
      }
    } finally {
      controller.current = null;
    }
  };
  const cancel = () => controller.current?.abort(new DOMException("cancelled", "AbortError"));
  return { phase, start, cancel };
}
