import type { ListElementsResponse, ListElementView } from "@catalogue/core/api";
import type { ListExport, ListExportElement } from "./list-export";

/**
 * Core spec 9: an export as the server hands it to a renderer: the list, viewer and options, and the elements as the
 * JSON bytes of the list's open answer (`GET list-elements`, kept per list version and caller view). The renderer
 * parses and maps them on its own thread; the server neither builds 1,000 element objects per export nor has them
 * copied object by object into the worker.
 */
export type ListExportFromOpen = Omit<ListExport, "elements"> & {
  /** JSON of the caller's `ListElementsResponse` for the list, in its sorting order. */
  openAnswer: Uint8Array;
  /** Core spec 6 `canSeePrices` of the caller: only then do the exported lines carry price fields. */
  prices: boolean;
};

/** What a renderer is given: a whole export (tests, measurements) or one to finish from the open answer. */
export type ExportInput = ListExport | ListExportFromOpen;

/** Core spec 9, core spec 3: one element of the list's open answer as an exported line. */
export function exportElement(element: ListElementView, prices: boolean): ListExportElement {
  const { product, pricing } = element;
  return {
    partNumber: product.partNumber,
    title: product.title,
    subtitle: product.subtitle,
    productGroup: product.productCluster,
    status: { label: product.status.status, shortcut: product.status.shortcut },
    quantity: element.quantity,
    piecesPerPackage: pricing.piecesPerPackage,
    totalPieces: pricing.totalPieces,
    ...(prices
      ? {
          pricing: {
            crp: pricing.crp ?? null,
            discount: pricing.discount ?? null,
            netPrice: pricing.netPrice ?? null,
            ggpUnitPrice: product.pricing?.ggpUnitPrice ?? null,
            ggp: product.pricing?.ggp ?? null,
          },
        }
      : {}),
  };
}

const decoder = new TextDecoder();

/** Core spec 9: the whole export, its elements read from the open answer's bytes. */
export function completeExport(input: ExportInput): ListExport {
  if (!("openAnswer" in input)) return input;
  const { openAnswer, prices, ...rest } = input;
  const answer = JSON.parse(decoder.decode(openAnswer)) as ListElementsResponse;
  return { ...rest, elements: answer.content.map((element) => exportElement(element, prices)) };
}
