import type {
  CareArea,
  DeviceType,
  LinkGroupType,
  PatientGroup,
  PhaseOutStatus,
  StockAvailabilityStatus,
  Usage,
} from "@catalogue/core/model";
import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { currencies } from "./reference-data.schema";

// Core spec 3: a product stored once, and what it refers to in tables of their own (prices and stock per country,
// variants, alternatives and related products, images, link groups, videos).

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });

/** A link's group as stored: one of core's link groups, or VIDEO for a video. */
export type StoredLinkGroup = LinkGroupType | "VIDEO";

/** Core spec 3: a product as stored once, independent of country. */
export const products = pgTable("products", {
  id: integer().primaryKey(),
  partNumber: text("part_number").notNull().unique(),
  title: text().notNull(),
  subtitle: text().notNull(),
  description: text().notNull(),
  careAreas: text("care_areas").array().$type<CareArea[]>().notNull(),
  deviceTypes: text("device_types").array().$type<DeviceType[]>().notNull(),
  productCluster: text("product_cluster").notNull(),
  compatibleDevices: text("compatible_devices").array().notNull(),
  patientGroups: text("patient_groups").array().$type<PatientGroup[]>().notNull(),
  mainGtin: text("main_gtin").notNull(),
  secondaryGtin: text("secondary_gtin"),
  unspscCode: text("unspsc_code").notNull(),
  ceClass: text("ce_class").notNull(),
  ifuPartNumber: text("ifu_part_number").notNull(),
  piecesPerPackingUnit: integer("pieces_per_packing_unit").notNull(),
  packagesPerDeliveryUnit: integer("packages_per_delivery_unit").notNull(),
  shelfLifeMonths: integer("shelf_life_months"),
  countryOfOrigin: text("country_of_origin").notNull(),
  sterile: boolean().notNull(),
  latex: boolean().notNull(),
  usage: text().$type<Usage>().notNull(),
  maxReprocessingCycles: integer("max_reprocessing_cycles"),
  /** Operation and storage ranges: always read whole with the product. */
  environment: jsonb().notNull(),
  isNew: boolean("is_new").notNull(),
  highlight: boolean().notNull(),
  rfid: boolean().notNull(),
  documentType: text("document_type").notNull(),
  imageId: text("image_id").notNull(),
  image360: boolean("image_360").notNull(),
  variantGroupId: integer("variant_group_id"),
});

/** Core spec 3 / 4.2: price, stock, phase-out and clearance of a product in one country (country 0 = default). */
export const productCountries = pgTable(
  "product_countries",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** 0 holds the global default row; real countries have their own id. */
    countryId: integer("country_id").notNull(),
    currencyId: integer("currency_id")
      .notNull()
      .references(() => currencies.id),
    localListPrice: money("local_list_price").notNull(),
    globalReferencePrice: money("global_reference_price").notNull(),
    crp: money("crp").notNull(),
    ggpUnitPrice: money("ggp_unit_price"),
    ggpLowerLimit: money("ggp_lower_limit"),
    ggpUpperLimit: money("ggp_upper_limit"),
    stockStatus: text("stock_status").$type<StockAvailabilityStatus>().notNull(),
    quantity: integer(),
    criticalQuantity: integer("critical_quantity"),
    phaseOutStatus: text("phase_out_status").$type<PhaseOutStatus>().notNull(),
    marketClearance: boolean("market_clearance").notNull(),
    partnerPhaseOutText: text("partner_phase_out_text"),
  },
  (table) => [primaryKey({ columns: [table.productId, table.countryId] })],
);

/** Core spec 3 (materialData, variants): a directed relation between two products, kept in order. */
export const productRelations = pgTable(
  "product_relations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    relatedProductId: integer("related_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.kind, table.relatedProductId] })],
);

/** Core spec 3: an image of a product (imageId, imageCategory), in gallery order. */
export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    imageId: text("image_id").notNull(),
    imageCategory: text("image_category").notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

/** Core spec 3: a link of a link group (CERTIFICATES, DOCUMENTATION, ...) or a video (group VIDEO). */
export const productLinks = pgTable(
  "product_links",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    groupType: text("group_type").$type<StoredLinkGroup>().notNull(),
    title: text().notNull(),
    url: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

/** The country id of the global default row in `product_countries` (a seed country id of null). */
export const DEFAULT_COUNTRY_ID = 0;
