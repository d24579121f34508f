import * as z from "zod";
import { Id, Money } from "./common";
import { CustomStatusValue, LinkGroupType } from "./enums";

/**
 * Core spec 3 / 4.2: market clearance of a product in the viewer's country. CLEARED: it may be sold there.
 * MARKET_CLEARANCE: it is NOT cleared there (the name is the backend's; with the clearance check on it gives the
 * clearance warning, marked not available).
 */
export const MarketClearance = z.enum(["CLEARED", "MARKET_CLEARANCE"]);
export type MarketClearance = z.infer<typeof MarketClearance>;

/** Core spec 3: the GGP (global guide price) corridor of a product. */
export const GgpRange = z
  .object({ lowerLimit: Money, upperLimit: Money })
  .refine((range) => range.lowerLimit <= range.upperLimit, { message: "lowerLimit above upperLimit" });
export type GgpRange = z.infer<typeof GgpRange>;

/** Core spec 3: the prices of a product; every field is null when the backend has no value. */
export const ProductPricing = z.object({
  crp: Money.nullable(),
  ggpUnitPrice: Money.nullable(),
  ggp: GgpRange.nullable(),
  totalPrice: Money.nullable(),
});
export type ProductPricing = z.infer<typeof ProductPricing>;

/** Core spec 3 / 4.8: a custom availability status set by a Key user for the viewer's country. */
export const CustomStatus = z.object({
  status: CustomStatusValue,
  description: z.string().min(1),
  link: z.url().nullable(),
});
export type CustomStatus = z.infer<typeof CustomStatus>;

/** Core spec 3: one image of a product's gallery. */
export const ProductImage = z.object({ imageId: z.string().min(1), imageCategory: z.string().min(1) });
export type ProductImage = z.infer<typeof ProductImage>;

/** Core spec 3: alternative and related products as id lists. */
export const MaterialData = z.object({ alternativeProducts: z.array(Id), relatedProducts: z.array(Id) });
export type MaterialData = z.infer<typeof MaterialData>;

/** Core spec 3: one document or web link; documentType names the kind of document when there is one. */
export const ProductLink = z.object({
  title: z.string().min(1),
  url: z.url(),
  documentType: z.string().nullable(),
});
export type ProductLink = z.infer<typeof ProductLink>;

/** Core spec 3: the links of one link group (CERTIFICATES, DOCUMENTATION, ...). */
export const LinkGroup = z.object({ type: LinkGroupType, links: z.array(ProductLink) });
export type LinkGroup = z.infer<typeof LinkGroup>;

/** Core spec 3: a measured range (min to max in a unit such as °C, %RH or hPa). */
export const EnvironmentalRange = z
  .object({ min: z.number(), max: z.number(), unit: z.string().min(1) })
  .refine((range) => range.min <= range.max, { message: "min above max" });
export type EnvironmentalRange = z.infer<typeof EnvironmentalRange>;

/** Core spec 3: temperature, humidity and air pressure ranges for one condition; null where not given. */
export const EnvironmentalConditions = z.object({
  temperature: EnvironmentalRange.nullable(),
  humidity: EnvironmentalRange.nullable(),
  airPressure: EnvironmentalRange.nullable(),
});
export type EnvironmentalConditions = z.infer<typeof EnvironmentalConditions>;

/** Core spec 3: a product video. */
export const ProductVideo = z.object({ title: z.string().min(1), url: z.url() });
export type ProductVideo = z.infer<typeof ProductVideo>;

/** Core spec 3: a variant of a product, opened by id (/p/variant/:productId). */
export const ProductVariant = z.object({
  id: Id,
  title: z.string().min(1),
  subtitle: z.string().nullable(),
  partNumber: z.string().min(1),
});
export type ProductVariant = z.infer<typeof ProductVariant>;
