import * as z from "zod";
import {
  ProductListOverallStatistics,
  ProductStatistic,
  StatisticsQuery,
  StatisticValue,
} from "../../statistics";
import { defineCall, json } from "../define-call";

const TAGS = ["Statistics"];

const figure = (id: string, path: string, summary: string) =>
  defineCall({
    id: `statistics.${id}`,
    method: "GET",
    path: `/firebase-statistics/${path}`,
    tags: TAGS,
    summary,
    answer: json(StatisticValue),
    errors: [401, 403],
    access: "highestRole",
  });

const perProduct = (id: string, path: string, summary: string) =>
  defineCall({
    id: `statistics.${id}`,
    method: "GET",
    path: `/firebase-statistics/${path}`,
    tags: TAGS,
    summary,
    query: StatisticsQuery,
    answer: json(z.array(ProductStatistic)),
    errors: [401, 403, 460],
    access: "highestRole",
  });

/** Supplement 7 (statistics): usage figures for the system page and the CLI, for the highest role. */
export const statisticsCalls = {
  favoriteOccurrences: perProduct(
    "favoriteOccurrences",
    "favorite-occurences",
    "How many users marked each product as favourite, most marked first",
  ),
  amountProductLists: figure("amountProductLists", "amount-product-list", "How many product lists exist"),
  averageProducts: figure("averageProducts", "average-products", "Mean number of products on a list"),
  productOccurrences: perProduct(
    "productOccurrences",
    "product-occurrences",
    "On how many lists each product is",
  ),
  amountQuantityPerProduct: perProduct(
    "amountQuantityPerProduct",
    "amount-quantity-per-product",
    "Packages of each product over all lists",
  ),
  averageQuantityPerProduct: perProduct(
    "averageQuantityPerProduct",
    "average-quantity-per-product",
    "Mean packages of each product per list",
  ),
  averagePricePerProduct: perProduct(
    "averagePricePerProduct",
    "average-price-per-product",
    "Mean CRP of each product in EUR",
  ),
  overall: defineCall({
    id: "statistics.overall",
    method: "GET",
    path: "/firebase-statistics/product-list-overall-statistics",
    tags: TAGS,
    summary: "Lists, elements, mean products and quantity per list, users with lists",
    answer: json(ProductListOverallStatistics),
    errors: [401, 403],
    access: "highestRole",
  }),
} as const;
