import * as z from "zod";
import { Id, Timestamp } from "../model/common";
import { HealthChange } from "../rules/lists/list-health";
import { RepriceSkipReason } from "../rules/lists/reprice";
import { ElementQuantity } from "./list-elements";
import { RepriceProductRef } from "./product-lists";

/** One product on a list as the health check names it: its element, quantity and alternatives in the list's country. */
const HealthProduct = z.object({
  elementId: Id,
  productId: Id,
  title: z.string(),
  quantity: ElementQuantity,
  alternatives: z.array(RepriceProductRef),
});

/** A product that changed since the caller last opened the list, with what changed. */
export const HealthFlaggedProduct = HealthProduct.extend({ changes: z.array(HealthChange).min(1) });
export type HealthFlaggedProduct = z.infer<typeof HealthFlaggedProduct>;

/** A product that may not be quoted now (phased out, not cleared, not available in the list's country). */
export const HealthProblemProduct = HealthProduct.extend({ reason: RepriceSkipReason });
export type HealthProblemProduct = z.infer<typeof HealthProblemProduct>;

/**
 * Core spec 4.2 (GET /product-lists/{id}/health): since when the caller's last acknowledged open (null: never
 * opened before, now remembered), what changed since then, and what may not be quoted now.
 */
export const ListHealthResponse = z.object({
  since: Timestamp.nullable(),
  flagged: z.array(HealthFlaggedProduct),
  problems: z.array(HealthProblemProduct),
});
export type ListHealthResponse = z.infer<typeof ListHealthResponse>;

/** The moment the caller acknowledged the changes (POST /product-lists/{id}/health/seen). */
export const ListHealthSeenResponse = z.object({ since: Timestamp });
export type ListHealthSeenResponse = z.infer<typeof ListHealthSeenResponse>;
