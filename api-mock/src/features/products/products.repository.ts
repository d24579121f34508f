import type {
  CareArea,
  PatientGroup,
  PhaseOutStatus,
  StockAvailabilityStatus,
  Usage,
} from "@catalogue/core/model";
import type { Db } from "../../db/database";
import { productCountries, products } from "../../db/schema/index";
import type { SearchableRow } from "../../search";
import type { ProductCountryRow } from "../../seed/seed-types";

/** Core spec 3: a product row as the catalogue cache keeps it (the searchable fields and the card's). */
export type CatalogueRow = SearchableRow & { image360: boolean };

/** Core spec 3 / 4.2: the seed's per-country row as the card cache keeps it (countryId 0 = the global row). */
export type CountryRow = Omit<ProductCountryRow, "countryId" | "partnerPhaseOutText"> & { countryId: number };

/** Issue 6 item 8: every product with the fields the index and the cards need, read once per (re)build. */
export async function loadCatalogueRows(db: Db): Promise<CatalogueRow[]> {
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      subtitle: products.subtitle,
      partNumber: products.partNumber,
      mainGtin: products.mainGtin,
      secondaryGtin: products.secondaryGtin,
      description: products.description,
      careAreas: products.careAreas,
      compatibleDevices: products.compatibleDevices,
      patientGroups: products.patientGroups,
      productCluster: products.productCluster,
      usage: products.usage,
      latex: products.latex,
      rfid: products.rfid,
      isNew: products.isNew,
      highlight: products.highlight,
      imageId: products.imageId,
      image360: products.image360,
    })
    .from(products);
  // The columns hold core's enum values (written by the seed from core's enums); the text type is the driver's.
  return rows.map((row) => ({
    ...row,
    careAreas: row.careAreas as CareArea[],
    patientGroups: row.patientGroups as PatientGroup[],
    usage: row.usage as Usage,
  }));
}

/** Issue 6 item 1: every per-country row, read once per (re)build. */
export async function loadCountryRows(db: Db): Promise<CountryRow[]> {
  const rows = await db.select().from(productCountries);
  return rows.map((row) => ({
    productId: row.productId,
    countryId: row.countryId,
    currencyId: row.currencyId,
    localListPrice: row.localListPrice,
    globalReferencePrice: row.globalReferencePrice,
    crp: row.crp,
    ggpUnitPrice: row.ggpUnitPrice,
    ggpLowerLimit: row.ggpLowerLimit,
    ggpUpperLimit: row.ggpUpperLimit,
    stockStatus: row.stockStatus as StockAvailabilityStatus,
    quantity: row.quantity,
    criticalQuantity: row.criticalQuantity,
    phaseOutStatus: row.phaseOutStatus as PhaseOutStatus,
    marketClearance: row.marketClearance,
  }));
}
