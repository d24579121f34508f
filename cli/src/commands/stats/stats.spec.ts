import type { CommandSpec } from "../../cli-spec/command-spec";

const PER_PRODUCT = "{ productId, title, partNumber, value }[]";

/** `catalogue stats`: supplement 7, the usage statistics (the highest role). */
export const statsCommand: CommandSpec = {
  name: "stats",
  summary: "usage statistics of product lists and favourites, as tables",
  options: [{ flags: "--size <n>", description: "products per table (default 10)" }],
  examples: [
    { command: "catalogue stats", comment: "the overall figures and the top 10 products of each table" },
    { command: "catalogue stats --size 50 --json", comment: "for a spreadsheet" },
  ],
  json:
    "{ overall: { amountProductLists, amountListElements, averageProducts, averageQuantity, usersWithLists }, " +
    `amountProductLists: number, averageProducts: number, favoriteOccurrences: ${PER_PRODUCT}, productOccurrences, ` +
    "amountQuantityPerProduct, averageQuantityPerProduct, averagePricePerProduct (each the same shape) }",
  load: () => import("./stats").then((module) => module.stats),
};
