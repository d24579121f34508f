import type { ProductStatus, StatusShortcut } from "@catalogue/core/status";
import type { ListExport, ListExportElement } from "./list-export";

const STATUSES: readonly [ProductStatus, StatusShortcut][] = [
  ["AVAILABLE", "A"],
  ["LIMITED_QUANTITY", "LQ"],
  ["PHASED_OUT", "PO"],
  ["OUT_OF_STOCK", "NA"],
];

/** Core spec 9 (tests and measurements): the n-th element of a sample list, priced unless `priced` is false. */
export function sampleElement(index: number, priced = true): ListExportElement {
  const [label, shortcut] = STATUSES[index % STATUSES.length] ?? ["AVAILABLE", "A"];
  const quantity = (index % 7) + 1;
  const piecesPerPackage = (index % 3) * 5 + 1;
  return {
    partNumber: `MP${String(10000 + index).padStart(6, "0")}`,
    title: `Infinity sensor cable ${index + 1}`,
    subtitle: index % 2 === 0 ? "2.5 m, reusable" : null,
    productGroup: ["Sensors", "Cables", "Hoses"][index % 3] ?? null,
    status: { label, shortcut },
    quantity,
    piecesPerPackage,
    totalPieces: quantity * piecesPerPackage,
    ...(priced
      ? {
          pricing: {
            crp: 100 + index * 1.25,
            discount: index % 4 === 0 ? 10 : null,
            netPrice: index % 4 === 0 ? Math.round((100 + index * 1.25) * 90) / 100 : null,
            ggpUnitPrice: 80 + index,
            // From the tenth line on the CRP (100 + 1.25 per line) rises above this corridor.
            ggp: { lowerLimit: 90, upperLimit: 110 },
          },
        }
      : {}),
  };
}

/** Core spec 9 (tests and measurements): a list export of `count` elements with sensible defaults. */
export function sampleListExport(
  count: number,
  overrides: Partial<ListExport> = {},
  priced = true,
): ListExport {
  return {
    list: {
      title: "Intensive care unit 3",
      description: "Monthly order for the ICU",
      type: "personal",
      countryName: "Germany",
      currency: "EUR",
      ownerName: "Erika Mustermann",
      createdAt: "2026-10-01T08:00:00Z",
      lastUpdatedAt: "2026-11-20T13:05:00Z",
    },
    elements: Array.from({ length: count }, (_, index) => sampleElement(index, priced)),
    viewer: { language: "en", separator: "DOT", timeZone: "Europe/Berlin" },
    includeFinancial: true,
    exportedAt: new Date("2026-11-21T09:30:00Z"),
    ...overrides,
  };
}
