import type {
  CareArea,
  PatientGroup,
  PhaseOutStatus,
  StockAvailabilityStatus,
  Usage,
} from "@catalogue/core/model";
import { asc, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { productCountries, products } from "../../db/schema/index";
import type { SearchableRow } from "../../search";
import type { ProductCountryRow } from "../../seed/seed-types";

/** Core spec 3: a product row as the catalogue cache keeps it (the searchable fields and the card's). */
export type CatalogueRow = SearchableRow & { image360: boolean };

/** Core spec 3 / 4.2: the seed's per-country row as the card cache keeps it (countryId 0 = the global row). */
export type CountryRow = Omit<ProductCountryRow, "countryId" | "partnerPhaseOutText"> & { countryId: number };

/** Products per query of the catalogue load: PGlite builds each answer whole, so batches keep its memory flat. */
export const CATALOGUE_BATCH = 5_000;

/** The country columns in the order of the JSON arrays `loadCatalogue` reads (one array per country row). */
const COUNTRY_COLUMNS = sql.raw(
  [
    "country_id",
    "currency_id",
    "local_list_price",
    "global_reference_price",
    "crp",
    "ggp_unit_price",
    "ggp_lower_limit",
    "ggp_upper_limit",
    "stock_status",
    "quantity",
    "critical_quantity",
    "phase_out_status",
    "market_clearance",
  ]
    .map((column) => `pc.${column}`)
    .join(", "),
);

type CountryTuple = [
  number,
  number,
  number,
  number,
  number,
  number | null,
  number | null,
  number | null,
  string,
  number | null,
  number | null,
  string,
  boolean,
];

/**
 * Issue 6 items 8 and 9: streams every product with its country rows to `onProduct`, in batches of
 * `CATALOGUE_BATCH` by id (the detail parts load later, see `ProductCatalogue`). Each product's country rows come
 * as one JSON text: a profile of the old load (650,000 country rows of 15 columns at 50,000 products) showed PGlite's
 * wire-protocol parsing took most of its 25 s.
 */
export async function loadCatalogue(
  db: Db,
  onProduct: (row: CatalogueRow, countries: CountryRow[]) => void,
  batch = CATALOGUE_BATCH,
): Promise<void> {
  // The smallest int4: product ids are integer columns, so a smaller bound would not fit the parameter.
  let after = -2_147_483_648;
  for (;;) {
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
        countries: sql<string>`(SELECT coalesce(json_agg(json_build_array(${COUNTRY_COLUMNS}) ORDER BY pc.country_id), '[]')::text FROM ${productCountries} pc WHERE pc.product_id = "products"."id")`,
      })
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(batch);
    const last = rows.at(-1);
    for (const { countries, ...row } of rows) {
      // The columns hold core's enum values (written by the seed from core's enums); the text type is the driver's.
      const product: CatalogueRow = {
        ...row,
        careAreas: row.careAreas as CareArea[],
        patientGroups: row.patientGroups as PatientGroup[],
        usage: row.usage as Usage,
      };
      onProduct(
        product,
        (JSON.parse(countries) as CountryTuple[]).map((tuple) => toCountryRow(row.id, tuple)),
      );
    }
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

function toCountryRow(productId: number, tuple: CountryTuple): CountryRow {
  const [countryId, currencyId, localListPrice, globalReferencePrice, crp, ggpUnitPrice, ggpLowerLimit] =
    tuple;
  const [
    ,
    ,
    ,
    ,
    ,
    ,
    ,
    ggpUpperLimit,
    stockStatus,
    quantity,
    criticalQuantity,
    phaseOutStatus,
    marketClearance,
  ] = tuple;
  return {
    productId,
    countryId,
    currencyId,
    localListPrice,
    globalReferencePrice,
    crp,
    ggpUnitPrice,
    ggpLowerLimit,
    ggpUpperLimit,
    stockStatus: stockStatus as StockAvailabilityStatus,
    quantity,
    criticalQuantity,
    phaseOutStatus: phaseOutStatus as PhaseOutStatus,
    marketClearance,
  };
}
