import type { ProductStatistic } from "@catalogue/core/api";
import { statisticsCalls } from "@catalogue/core/api/catalogue/calls/statistics.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { type CliContext, createContext } from "../../runtime/cli-context";
import { count } from "../../runtime/format";
import { formatFields, formatTable } from "../../runtime/table";

const DEFAULT_SIZE = 10;

/** The per-product statistics, with their headings and how their value reads. */
const PER_PRODUCT = [
  ["favoriteOccurrences", "Most marked as favourite", "USERS"],
  ["productOccurrences", "On the most lists", "LISTS"],
  ["amountQuantityPerProduct", "Most packages over all lists", "PACKAGES"],
  ["averageQuantityPerProduct", "Most packages per list (mean)", "MEAN"],
  ["averagePricePerProduct", "Highest mean CRP (EUR)", "EUR"],
] as const;

const decimal = (value: number) => (Number.isInteger(value) ? count(value) : value.toFixed(2));

function productTable(
  context: CliContext,
  title: string,
  unit: string,
  rows: readonly ProductStatistic[],
): string[] {
  const { style } = context.out;
  if (rows.length === 0) return [style.bold(title), "  none yet", ""];
  return [
    style.bold(title),
    ...formatTable(
      ["PART NUMBER", "TITLE", unit],
      rows.map((row) => [row.partNumber, row.title, decimal(row.value)]),
      style,
    ),
    "",
  ];
}

/** `catalogue stats [--size N]`: every statistics call of the catalogue, as tables (or one JSON document). */
export const stats: CommandRun = async ({ options, globals }) => {
  const size = options.size === undefined ? DEFAULT_SIZE : Number(options.size);
  if (!Number.isInteger(size) || size < 1 || size > 500) {
    throw new UserError("--size is a whole number from 1 to 500", ExitCode.usage);
  }
  const context = createContext(globals);
  const query = { query: { size } };
  const [overall, amountProductLists, averageProducts, ...perProduct] = await Promise.all([
    context.call(statisticsCalls.overall, {}),
    context.call(statisticsCalls.amountProductLists, {}),
    context.call(statisticsCalls.averageProducts, {}),
    ...PER_PRODUCT.map(([key]) => context.call(statisticsCalls[key], query)),
  ]);
  if (context.out.json) {
    context.out.document({
      overall,
      amountProductLists: amountProductLists.value,
      averageProducts: averageProducts.value,
      ...Object.fromEntries(PER_PRODUCT.map(([key], index) => [key, perProduct[index]])),
    });
    return;
  }
  const { style } = context.out;
  context.out.result(
    style.bold("Product lists"),
    ...formatFields(
      [
        ["lists", count(overall.amountProductLists)],
        ["list elements", count(overall.amountListElements)],
        ["products per list (mean)", decimal(overall.averageProducts)],
        ["quantity per list (mean)", decimal(overall.averageQuantity)],
        ["users with lists", count(overall.usersWithLists)],
      ],
      style,
    ),
    "",
    ...PER_PRODUCT.flatMap(([, title, unit], index) =>
      productTable(context, title, unit, perProduct[index] ?? []),
    ),
  );
};
