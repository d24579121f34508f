import * as z from "zod";
import { Id, Money } from "./common";
import { CareArea, DeviceType, PatientGroup, PhaseOutStatus, StockAvailabilityStatus, Usage } from "./enums";
import {
  CustomStatus,
  EnvironmentalConditions,
  LinkGroup,
  MarketClearance,
  MaterialData,
  ProductImage,
  ProductPricing,
  ProductVariant,
  ProductVideo,
} from "./product-parts";

/**
 * Core spec 3 and supplement 3: a product as the detail page sees it. Price fields are absent (not null) for a
 * viewer who may not see prices (core spec 6), so a missing field means "not for you", null means "no data".
 */
export const Product = z.object({
  id: Id,
  title: z.string().min(1),
  subtitle: z.string().nullable(),
  partNumber: z.string().min(1),
  description: z.string().nullable(),
  productCluster: z.string().nullable(),
  productGroup: z.string().nullable(),
  imageId: z.string().nullable(),
  image360: z.boolean(),
  images: z.array(ProductImage),
  isFavorite: z.boolean(),
  isNew: z.boolean(),
  highlight: z.boolean(),
  rfid: z.boolean(),
  materialData: MaterialData,
  phaseOutStatus: PhaseOutStatus,
  marketClearance: MarketClearance,
  stockAvailabilityStatus: StockAvailabilityStatus,
  quantity: z.int().nonnegative().nullable(),
  criticalQuantity: z.int().nonnegative().nullable(),
  customStatus: CustomStatus.nullable(),
  pricing: ProductPricing.optional(),
  localListPrice: Money.nullable().optional(),
  globalReferencePrice: Money.nullable().optional(),
  crpNetPrice: Money.nullable().optional(),
  mainGtin: z.string().nullable(),
  secondaryGtins: z.array(z.string().min(1)),
  unspscCode: z.string().nullable(),
  ceClassification: z.string().nullable(),
  ifuPartNumber: z.string().nullable(),
  piecesPerPackingUnit: z.int().positive().nullable(),
  packagesPerDeliveryUnit: z.int().positive().nullable(),
  totalPieces: z.int().positive().nullable(),
  countryOfOrigin: z.string().nullable(),
  sterile: z.boolean().nullable(),
  latex: z.boolean().nullable(),
  totalShelfLife: z.string().nullable(),
  usage: Usage.nullable(),
  maximumReprocessingCycles: z.int().nonnegative().nullable(),
  compatibleDevices: z.array(z.string().min(1)),
  deviceTypes: z.array(DeviceType),
  deviceGroups: z.array(z.string().min(1)),
  careAreas: z.array(CareArea),
  patientGroups: z.array(PatientGroup),
  operationConditions: EnvironmentalConditions,
  storageConditions: EnvironmentalConditions,
  linkGroups: z.array(LinkGroup),
  videos: z.array(ProductVideo),
  variants: z.array(ProductVariant),
});
export type Product = z.infer<typeof Product>;

/** Core spec 2.3: the part of a product that cards, carousels and list rows show, status inputs included. */
export const ProductSummary = Product.pick({
  id: true,
  title: true,
  subtitle: true,
  partNumber: true,
  productCluster: true,
  imageId: true,
  image360: true,
  isFavorite: true,
  isNew: true,
  phaseOutStatus: true,
  marketClearance: true,
  stockAvailabilityStatus: true,
  quantity: true,
  criticalQuantity: true,
  customStatus: true,
  pricing: true,
});
export type ProductSummary = z.infer<typeof ProductSummary>;
