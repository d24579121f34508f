import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import type { CliContext } from "../../runtime/cli-context";

/**
 * A product by part number. The catalogue has no lookup by part number: the products search finds it by its
 * number, and only an exact match counts.
 */
export async function productIdOf(context: CliContext, partNumber: string): Promise<number> {
  const wanted = partNumber.trim().toUpperCase();
  const page = await context.call(productCalls.search, { query: { search: partNumber.trim(), size: 50 } });
  const product = page.content.find((card) => card.partNumber.toUpperCase() === wanted);
  if (!product) throw new UserError(`no product with the part number ${partNumber}`, ExitCode.notFound);
  return product.id;
}
