import type { CurrencyCode, ProductListType, Separator } from "@catalogue/core/model";
import type { ProductStatus, StatusShortcut } from "@catalogue/core/status";

/**
 * Core spec 9, core spec 3: the price fields of one exported line. They are present only when the caller may
 * see prices (core spec 6: `canSeePrices`); the caller leaves them out otherwise, and the export then never shows a
 * financial column, whatever `includeFinancial` says. Line totals come from core's `lineTotal`, not from the caller.
 */
export type ListExportPricing = {
  crp: number | null;
  discount: number | null;
  netPrice: number | null;
  ggpUnitPrice: number | null;
  /** The product's GGP corridor, which the internal export checks the unit price against (core spec 9). */
  ggp?: { lowerLimit: number; upperLimit: number } | null;
};

/** Core spec 9, core spec 3: one exported list element, its product summary and its status already derived. */
export type ListExportElement = {
  partNumber: string;
  title: string;
  subtitle: string | null;
  productGroup: string | null;
  status: { label: ProductStatus; shortcut: StatusShortcut };
  quantity: number;
  piecesPerPackage: number;
  totalPieces: number;
  pricing?: ListExportPricing;
};

/** Core spec 9, core spec 3: the exported list's own fields. */
export type ListExportList = {
  title: string;
  description: string | null;
  type: ProductListType;
  countryName: string | null;
  currency: CurrencyCode;
  ownerName: string | null;
  createdAt: string;
  lastUpdatedAt: string;
};

/** Core spec 9: who reads the export: language, number separator and time zone. */
export type ListExportViewer = { language: string; separator: Separator; timeZone: string };

/**
 * Core spec 9: everything an XLSX or PDF export of a list needs. `exportedAt` is passed in (no clock inside) and
 * is printed in the header as yyyy-MMM-dd HH:mm in the viewer's time zone.
 */
export type ListExport = {
  list: ListExportList;
  elements: readonly ListExportElement[];
  viewer: ListExportViewer;
  includeFinancial: boolean;
  exportedAt: Date;
};
