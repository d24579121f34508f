import * as z from "zod";
import { Id, Timestamp } from "../model/common";
import { CustomStatus } from "../model/product-parts";
import { HealthChange } from "../rules/lists/list-health";
import { RepriceSkipReason } from "../rules/lists/reprice";
import { ElementQuantity } from "./list-elements";
import { RepriceProductRef } from "./product-lists";

/**
 * One product on a list as the health check names it, once: its element, quantity and alternatives in the list's
 * country, what changed since the caller's last acknowledged open (empty: nothing, or new on the list), why it may
 * not be quoted now (null: it may), and the availability override in force for it there (core spec 4.2: its own
 * status, text and link, as the product pages show them; null: none).
 */
export const HealthProduct = z.object({
  elementId: Id,
  productId: Id,
  title: z.string(),
  quantity: ElementQuantity,
  alternatives: z.array(RepriceProductRef),
  changes: z.array(HealthChange),
  reason: RepriceSkipReason.nullable(),
  customStatus: CustomStatus.nullable(),
});
export type HealthProduct = z.infer<typeof HealthProduct>;

/**
 * Core spec 4.2 (GET /product-lists/{id}/health): since when the caller's last acknowledged open (null: never
 * opened before, now remembered), and the products that changed since then or may not be quoted now, each once.
 */
export const ListHealthResponse = z.object({
  since: Timestamp.nullable(),
  products: z.array(HealthProduct),
});
export type ListHealthResponse = z.infer<typeof ListHealthResponse>;

/** The moment the caller acknowledged the changes (POST /product-lists/{id}/health/seen). */
export const ListHealthSeenResponse = z.object({ since: Timestamp });
export type ListHealthSeenResponse = z.infer<typeof ListHealthSeenResponse>;
