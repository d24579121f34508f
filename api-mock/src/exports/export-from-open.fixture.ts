import type { ListElementsResponse, ListElementView } from "@catalogue/core/api";
import type { ListExportFromOpen } from "./export-from-open";
import type { ListExportElement } from "./list-export";
import { sampleListExport } from "./list-export.fixture";

/**
 * Core spec 9 (tests): `element` as the list's open answer carries it: the product card's fields the export reads
 * and the element's pricing (the card's other fields play no part in an export).
 */
function elementView(element: ListExportElement, index: number): ListElementView {
  const { pricing } = element;
  return {
    id: index + 1,
    quantity: element.quantity,
    product: {
      partNumber: element.partNumber,
      title: element.title,
      subtitle: element.subtitle,
      productCluster: element.productGroup,
      status: { status: element.status.label, shortcut: element.status.shortcut },
      ...(pricing ? { pricing: { ggpUnitPrice: pricing.ggpUnitPrice, ggp: pricing.ggp } } : {}),
    },
    pricing: {
      piecesPerPackage: element.piecesPerPackage,
      totalPieces: element.totalPieces,
      ...(pricing ? { crp: pricing.crp, discount: pricing.discount, netPrice: pricing.netPrice } : {}),
    },
  } as unknown as ListElementView;
}

/** Core spec 9 (tests): the sample export of `count` elements as the server hands it to a renderer. */
export function sampleExportFromOpen(count: number, prices = true): ListExportFromOpen {
  const { elements, ...rest } = sampleListExport(count, {}, prices);
  const answer: ListElementsResponse = {
    content: elements.map(elementView),
    totalCount: elements.length,
    version: 1,
    sortingType: "CUSTOM",
  };
  return { ...rest, openAnswer: new TextEncoder().encode(JSON.stringify(answer)), prices };
}
