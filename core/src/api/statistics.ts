import * as z from "zod";
import { Id } from "../model/common";

/** Supplement 7 (`/firebase-statistics/...`): a single figure. */
export const StatisticValue = z.object({ value: z.number().nonnegative() });
export type StatisticValue = z.infer<typeof StatisticValue>;

/** Supplement 7: a figure per product (occurrences, quantities, average prices in EUR), highest first. */
export const ProductStatistic = z.object({
  productId: Id,
  title: z.string(),
  partNumber: z.string(),
  value: z.number().nonnegative(),
});
export type ProductStatistic = z.infer<typeof ProductStatistic>;

/** Supplement 7 (`product-list-overall-statistics`): the lists' overall figures. */
export const ProductListOverallStatistics = z.object({
  amountProductLists: z.int().nonnegative(),
  amountListElements: z.int().nonnegative(),
  averageProducts: z.number().nonnegative(),
  averageQuantity: z.number().nonnegative(),
  usersWithLists: z.int().nonnegative(),
});
export type ProductListOverallStatistics = z.infer<typeof ProductListOverallStatistics>;

/** Supplement 7: how many products a per-product statistic answers (the most frequent first). */
export const StatisticsQuery = z.object({ size: z.coerce.number().int().min(1).max(500).default(20) });
export type StatisticsQuery = z.infer<typeof StatisticsQuery>;
